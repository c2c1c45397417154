import type { ErrorsContentMessageId } from './en.ts';

/** Japanese: the content services' errors (decision 064), part of ja.ts. */
export const jaErrorsContent: Record<ErrorsContentMessageId, string> = {
  // boards
  'errors.boards.joinPrompt': 'このボードに参加するにはログインしてください',
  'errors.boards.createPrompt': 'ピンやボードを作成するにはログインしてください',
  'errors.boards.editPrompt': 'このボードを編集するにはログインしてください',
  'errors.boards.collaboratePrompt': 'ボードでコラボレーションするにはログインしてください',
  'errors.boards.cantInvite': 'このボードにはユーザーを招待できません。',
  'errors.boards.cantManageInvites': 'このボードの招待は管理できません。',
  'errors.boards.personGone': 'このユーザーはもう Tessera のアカウントを持っていません。',
  'errors.boards.ownerChangesPermissions':
    'コラボレーターができることを変更できるのはボードのオーナーだけです。',
  'errors.boards.ownerDoesAll': 'オーナーは自分のボードでいつでもすべての操作ができます。',
  'errors.boards.notCollaborator': 'このユーザーはこのボードのコラボレーターではありません。',
  'errors.boards.ownerCantLeave':
    'このボードはあなたのものなので、退出できません。代わりにボードを削除できます。',
  'errors.boards.ownerCantBeRemoved': 'ボードのオーナーは削除できません。',
  'errors.boards.youAreNotCollaborator': 'あなたはこのボードのコラボレーターではありません。',
  'errors.boards.ownerRemoves': 'ほかのコラボレーターを削除できるのはボードのオーナーだけです。',
  'errors.boards.sectionNotOnBoard': 'そのセクションはこのボードにありません。',
  'errors.boards.selectAPin': 'ピンを 1 つ以上選択してください。',
  'errors.boards.cantMovePins': 'このボードでピンを移動する権限がありません。',
  'errors.boards.selectedNotOnBoard': '選択したピンの一部はこのボードにありません。',
  'errors.boards.sectionNameTaken':
    'そのセクション名はたった今使われました。もう一度お試しください。',
  'errors.boards.onlyForYourself': 'ボードは自分用にしか作成できません。',
  'errors.boards.quickSavesExists': '「Quick Saves」ボードはすでにあります。',
  'errors.boards.nameTaken': 'そのボード名はたった今使われました。もう一度お試しください。',
  'errors.boards.ownerSettings':
    '公開設定の変更、アーカイブ、共有ができるのはボードのオーナーだけです。',
  'errors.boards.coverNotOnBoard': 'カバーはこのボードのピンである必要があります。',
  'errors.boards.noPermission': 'このボードでその操作をする権限がありません。',
  'errors.boards.cantFollowOwn': '自分のボードはフォローできません。',
  'errors.boards.giveUsername': '招待するユーザーのユーザー名を入力してください。',
  'errors.boards.ownerChoosesPermissions':
    'コラボレーターができることを選べるのはボードのオーナーだけです。',
  'errors.boards.cantInviteYourself': '自分自身は招待できません。',
  'errors.boards.ownerCancelsInvites': '招待を取り消せるのはボードのオーナーだけです。',
  'errors.boards.noInviteForPerson': 'このユーザーへの保留中の招待はありません。',
  'errors.boards.boardOnce': '各ボードは 1 回しか指定できません。',
  'errors.boards.orderOwnBoards': '並べ替えられるのは自分のボードだけです。',
  'errors.boards.pinOnce': '各ピンは 1 回しか指定できません。',
  'errors.boards.pinsNotOnBoard': 'これらのピンの一部はこのボードにありません。',
  'errors.boards.sectionNotFound': 'このセクションは存在しないか、表示できません。',
  'errors.boards.badBookmark': 'ブックマークが無効です。最初のページからやり直してください。',
  'errors.boards.badInviteLink':
    'この招待リンクはもう使えません。ボードのオーナーに新しいリンクを依頼してください。',
  'errors.boards.notFound': 'このボードは存在しないか、表示できません。',
  'errors.boards.archived':
    'このボードはアーカイブされています。ピンを保存する前にアーカイブを解除してください。',
  'errors.boards.noPendingInvite': 'このボードへの保留中の招待はありません。',
  'errors.boards.unknownPermission': '不明な権限です: {bad}。指定できる権限: {known}。',
  'errors.boards.noProfileNamed': '{name} という名前のプロフィールはありません。',
  'errors.boards.inviteeOwns': '{username} さんはこのボードのオーナーです。',
  'errors.boards.alreadyCollaborates': '{username} さんはすでにこのボードのコラボレーターです。',
  'errors.boards.unknownSort': '不明な並べ替え: {sort}。',
  // pins
  'errors.pins.savePrompt': 'このピンを保存するにはログインしてください',
  'errors.pins.favoritePrompt': 'このピンをお気に入りに追加するにはログインしてください',
  'errors.pins.editPrompt': 'このピンを編集するにはログインしてください',
  'errors.pins.tooManyShares':
    'ここから多くの画像が共有されました。ログインするか、しばらく待ってからもう一度共有してください。',
  'errors.pins.tooManyUploads':
    'たくさんの画像をアップロードしました。しばらく待ってからもう一度お試しください。',
  'errors.pins.pictureTooBig': '画像が大きすぎます。20 MB 未満の画像を使ってください。',
  'errors.pins.tooManyPixels':
    '画像のピクセル数が多すぎます。5,000 万画素未満の画像を使ってください。',
  'errors.pins.notAPicture':
    'このファイルは Tessera が読み込める画像ではありません。JPEG、PNG、WebP、GIF、AVIF を使ってください。',
  'errors.pins.notYourBoard':
    'ピンを保存できるのは、自分のボードかコラボレーターとして参加しているボードだけです。',
  'errors.pins.sectionNotOnChosenBoard': 'そのセクションは選択したボードにありません。',
  'errors.pins.chooseBoard': 'セクションが属するボードを選択してください。',
  'errors.pins.unknownImage':
    '先に画像をアップロードしてください: その image_signature は不明です。',
  'errors.pins.editOwn': '編集できるのは自分のピンだけです。',
  'errors.pins.deleteOwn': '削除できるのは自分のピンだけです。',
  'errors.pins.cantMoveOff': 'このボードからピンを移動することはできません。',
  'errors.pins.onlySaverMoves':
    'このピンを自分のプロフィールに移動できるのは、保存した本人だけです。',
  'errors.pins.unavailable': '利用できません',
  'errors.pins.removedByCreator': '作成者により削除されました',
  'errors.pins.siteOptsOut': 'このウェブサイトは、ページを Tessera に保存しないよう求めています。',
  'errors.pins.noPictures': 'Tessera はそのページで保存できる画像を見つけられませんでした。',
  'errors.pins.thatPinNotFound': 'そのピンは存在しないか、表示できません。',
  'errors.pins.chooseBoardOfSection': 'セクションがあるボードを選択してください。',
  'errors.pins.thatBoardNotFound': 'そのボードは存在しないか、表示できません。',
  'errors.pins.cantSaveHere': 'このボードにはピンを保存できません。',
  'errors.pins.saveFailed': 'ピンを保存できませんでした。もう一度お試しください。',
  'errors.pins.profileNotFound': 'そのプロフィールは存在しないか、表示できません。',
  'errors.pins.sendPicture':
    '画像を multipart/form-data (フィールド file) または JSON {example} で送信してください。',
  'errors.pins.onlyJson': '提供している形式は json のみです。',
  'errors.pins.sendPageUrl': 'JSON {example} でページのアドレスを送信してください。',
  'errors.pins.notFound': 'このピンは存在しないか、表示できません。',
  'errors.pins.removedAfterReport': 'コミュニティガイドライン違反のため削除されました',
  // comments
  'errors.comments.reportPrompt': 'このコメントを報告するにはログインしてください',
  'errors.comments.boardPrompt': 'このボードを変更するにはログインしてください',
  'errors.comments.commentPrompt': 'コメントするにはログインしてください',
  'errors.comments.replyToRoot': 'この返信が答えているコメントに返信してください。',
  'errors.comments.cantReply': 'このコメントには返信できません。',
  'errors.comments.noMoreReplies': 'このコメントにはこれ以上返信できません。',
  'errors.comments.cantComment': 'このピンにはコメントできません。',
  'errors.comments.saveFailed': 'コメントを保存できませんでした。',
  'errors.comments.authorEdits': 'コメントを編集できるのは投稿者だけです。',
  'errors.comments.deleteOwn':
    '削除できるのは自分のコメントか、自分のピンに付いたコメントだけです。',
  'errors.comments.pinOwnerTurnsOff': 'コメントをオフにできるのはピンのオーナーだけです。',
  'errors.comments.boardGone': 'このボードは存在しません。',
  'errors.comments.boardOwnerTurnsOff': 'コメントをオフにできるのはボードのオーナーだけです。',
  'errors.comments.chooseReason': 'このコメントを報告する理由を 1 つ選択してください。',
  'errors.comments.gone': 'このコメントはもう存在しません。',
  'errors.comments.cantReportOwn': '自分のコメントは報告できません。',
  'errors.comments.noReport': 'その報告は存在しません。',
  'errors.comments.badBookmark': 'bookmark: このリストが発行したものではありません。',
  'errors.comments.closed': 'このピンのコメントはオフになっています。',
  'errors.comments.alreadyResolved':
    'その報告はすでに{status, select, removed {削除で対応済み} dismissed {却下済み} other {処理済み}}です。',
  // collages
  'errors.collages.prompt': 'コラージュを作成するにはログインしてください',
  'errors.collages.cropOutside': '切り抜きの範囲は元のピンの画像内に収める必要があります。',
  'errors.collages.published': '公開済みのコラージュは変更できません。',
  'errors.collages.empty': 'コラージュを公開する前に、切り抜きを 1 つ以上追加してください。',
  'errors.collages.notFound': 'そのコラージュは存在しないか、あなたのものではありません。',
  'errors.collages.titleTooLong': 'コラージュのタイトルは {max} 文字以内にしてください。',
  'errors.collages.tooManyItems': 'コラージュに入れられる切り抜きは {max} 個までです。',
  // sharing
  'errors.sharing.prompt': 'リンクで共有するにはログインしてください',
  'errors.sharing.notAPinUrl': 'url はこのサイトのピンのアドレスである必要があります。',
  'errors.sharing.noPinThere': 'そのアドレスにピンはありません。',
  'errors.sharing.badUrl':
    'url はこのサイトのピン、ボード、プロフィールのいずれかのアドレスである必要があります。',
  'errors.sharing.badObjectType':
    'object_type は 0、1、2、3、5、6、8 のいずれかである必要があります。',
  'errors.sharing.objectMismatch': 'object_id と path は同じものを指している必要があります。',
  'errors.sharing.badPath': 'path はこのサイトのページである必要があります。',
  'errors.sharing.noInvite': 'その招待は存在しません。',
  // feedback
  'errors.feedback.hidePrompt': 'ピンを非表示にするにはログインしてください',
  'errors.feedback.reportPinPrompt': 'このピンを報告するにはログインしてください',
  'errors.feedback.tunePrompt': 'ホームフィードを調整するにはログインしてください',
  'errors.feedback.reportProfilePrompt': 'このプロフィールを報告するにはログインしてください',
  'errors.feedback.cantReportOwnProfile': '自分のプロフィールは報告できません。',
  'errors.feedback.profileGone': 'このプロフィールはもう存在しません。',
  'errors.feedback.alreadyReported':
    'このプロフィールはすでに報告済みです。判断が決まったらお知らせします。',
  'errors.feedback.noOpenReport': 'このプロフィールに未対応の報告はありません。',
  'errors.feedback.chooseReason': 'このピンを報告する理由を 1 つ選択してください。',
  'errors.feedback.ownPin': 'これはあなたのピンです。代わりに編集または削除してください。',
  'errors.feedback.unknownType': 'この種類のフィードバックは不明です。',
  // outbound
  'errors.outbound.cantOpen': 'このリンクは開けません。',
  'errors.outbound.notThisPinsLink': 'このリンクはこのピンのリンクではありません。',
  // shopping
  'errors.shopping.noCategory': 'その ID のショッピングカテゴリはありません。',
  'errors.shopping.badBookmark':
    'ブックマークはこの並べ替えでは無効です。最初のページからやり直してください。',
  // ideas
  'errors.ideas.unknownTopic':
    'そのトピックは不明です。ページを再読み込みしてもう一度お試しください。',
  'errors.ideas.noSuchPage': 'そのアイデアページはありません。',
  // feeds
  'errors.feeds.followingPrompt': 'フォローしている人やボードのピンを見るにはログインしてください',
  // search
  'errors.search.historyPrompt': '最近の検索を保存するにはログインしてください',
  'errors.search.loginPrompt': '自分のピンやボードを検索するにはログインしてください',
  'errors.search.emptyQuery': 'query: 検索する語句を入力してください',
  // today
  'errors.today.invalidArticle': '記事が無効です。',
  'errors.today.noArticle': 'その記事が見つかりませんでした。',
  'errors.today.noInterest': 'その興味・関心は存在しません。',
  'errors.today.pastePin': 'ピンのリンクまたは ID を貼り付けてください (例: /pin/1234/)。',
  'errors.today.noPin': 'そのピンが見つからないか、シークレットボードにあります。',
  'errors.today.pinAlreadyIn': 'そのピンはすでにこの記事に入っています。',
  'errors.today.pinNotIn': 'そのピンはこの記事に入っていません。',
  'errors.today.addVisiblePin': '公開する前に、読者が見られるピンを追加してください。',
  'errors.today.tooManyPins': '記事に入れられるピンは {max} 個までです。',
  // experiences
  'errors.experiences.badPlacedId':
    "placed_experience_id は 'placement%3Aexperience' か、配置済みエクスペリエンスの ID である必要があります。",
  'errors.experiences.badExtraContext': 'extra_context が無効です。',
  'errors.experiences.busy':
    'このエクスペリエンスへの変更が同時に多すぎます。少し待ってからもう一度お試しください。',
  'errors.experiences.notForBots': 'エクスペリエンスはボット向けではありません。',
  'errors.experiences.bodyNotUnderstood': 'リクエストの本文を解釈できません。',
  'errors.experiences.noPlaced': 'その配置済みエクスペリエンスはありません。',
};
