import type { AuthoringMessageId } from './en.ts';

/** Japanese: the authoring tools', import parsers' and API schemas' words (decision 064), part of ja.ts. */
export const jaAuthoring: Record<AuthoringMessageId, string> = {
  // a tooltip's {boardName} without a board (core: the home page's experiences)
  'exp.yourBoard': 'あなたのボード',
  'exp.preview.noRenderer': 'この種類のエクスペリエンスにはまだ表示方法がありません。',
  'exp.preview.show': '表示する',
  'exp.preview.again': 'もう一度表示',
  'exp.preview.completed': '完了しました。',
  'exp.preview.dismissed': '閉じられました。',
  // why an experience cannot be drawn (renderProblem)
  'admin.expProblem.neverShown': 'お知らせ 1 は表示されません。',
  'admin.expProblem.searchDelight': '検索の演出には search_query_list が必要です。',
  'admin.expProblem.heroText':
    '{display, select, hero {ヒーローバナーにはテキストが必要です。} other {フライアウトにはテキストが必要です。}}',
  'admin.expProblem.type0': 'タイプ 0 は表示できません。',
  'admin.expProblem.modal': 'モーダルにはタイトル、本文、完了ボタンのテキストが必要です。',
  'admin.expProblem.upsell': "アップセルバナーにはタイプ 'upsell' とメッセージが必要です。",
  'admin.expProblem.callout':
    'コールアウトには既知のタイプ（error-callout、info-callout、warning-callout、upsell）とメッセージが必要です。',
  'admin.expProblem.metricsBanner':
    '指標バナーには 2 つ以上のボタン、title_text、subtitle_text が必要です。',
  'admin.expProblem.surveyLink': 'アンケートにはリンクが必要です。',
  'admin.expProblem.popoverAnchor': '説明用ポップオーバーにはアンカーが必要です。',
  'admin.expProblem.popoverAnchorMissing': 'ポップオーバーのアンカーがこのページにありません。',
  'admin.expProblem.popoverText': '説明用ポップオーバーにはテキストが必要です。',
  'admin.expProblem.tooltipAnchor': 'ツールチップにはアンカーが必要です。',
  'admin.expProblem.tooltipAnchorMissing': 'ツールチップのアンカーがこのページにありません。',
  'admin.expProblem.toastText': 'トーストにはテキストが必要です。',
  'admin.expProblem.unknownType': 'タイプ {type} は既知のお知らせのタイプではありません。',
  // an experience as an author writes it
  'errors.experiences.link':
    'リンクはこのサイトのパス（/ で始まる）か http(s) のアドレスでなければなりません。',
  'errors.experiences.anchor': 'アンカーは [data-anchor="save"] のような CSS セレクターです。',
  'errors.experiences.countries': '国は US のように大文字 2 文字で書きます。',
  'errors.experiences.locales': '言語は en や en-GB のように書きます。',
  'errors.experiences.placedKey': "各項目は 'placement:experience' の形式です。",
  'errors.experiences.name': 'お知らせに名前を付けてください。',
  'errors.experiences.unknownType': '不明なお知らせのタイプです。',
  'errors.experiences.placements': '配置を 1 つ以上選んでください。',
  'errors.experiences.endAfterStart': '終了は開始より後にしてください。',
  'errors.experiences.extraContextKeys': 'extra_context のキーは 20 個までです。',
  'errors.experiences.extraContextJson': 'extra_context が正しい JSON ではありません。',
  'errors.experiences.logInToAuthor': 'お知らせを作成するにはログインしてください',
  'errors.experiences.wholeExperience': '（お知らせ全体）',
  'errors.experiences.noExperience': 'お知らせ {id} はありません。',
  'errors.experiences.idTaken':
    'ID {id} のお知らせはすでにあります。別の ID を選ぶか、そのお知らせを編集してください。',
  'errors.experiences.exists': 'そのお知らせはすでにあります。',
  'errors.experiences.idFixed': 'お知らせの ID は変更できません。',
  'errors.experiences.badState': '状態は active、paused、draft のいずれかにしてください。',
  'errors.experiences.cannotActivate': '有効にできません: {why}',
  'errors.experiences.notAList':
    'ファイルにはお知らせの JSON リスト（[ … ]）が入っている必要があります。',
  'errors.experiences.item': '項目 {index}',
  'errors.experiences.itemNamed': '項目 {index}（「{name}」）',
  'errors.experiences.idTwice': 'ID {id} は項目 {first} でも使われています。',
  'errors.experiences.wholeItem': '（項目全体）',
  // the domain safety list
  'errors.domains.notADomainHint':
    '「{host}」はドメインではありません。spam.example のようなホスト名か IP アドレスを指定してください。',
  'errors.domains.notADomain': '「{host}」はドメインではありません。',
  'errors.domains.badStatus': 'ステータスは blocked、suspicious、porn のいずれかにしてください。',
  'errors.domains.messageTooLong': 'メッセージは {max} 文字以内にしてください。',
  // Today's articles
  'errors.today.logIn': '記事を作成するにはログインしてください',
  'errors.today.titleTooLong': 'タイトルは {maximum} 文字までです。',
  'errors.today.subtitleTooLong': 'サブタイトルは {maximum} 文字までです。',
  'errors.today.bodyTooLong': '本文は {maximum} 文字までです。',
  'errors.today.titleRequired': 'タイトルは必須です。',
  'errors.today.chooseKind': '種類を 1 つ選んでください。',
  // the import parsers and their files
  'errors.imports.sourceOneOf': 'source は次のいずれかにしてください: {sources}',
  'errors.imports.tooLarge':
    'このファイルは {mb} MB を超えています。この種類のエクスポートとしては大きすぎます。',
  'errors.imports.notPinryData':
    'これは Pinry のデータではありません。インスタンスの /api/v2/pins/（と /api/v2/boards/）の応答を JSON として保存するか、アドレスとトークンを指定してください。',
  'errors.imports.notKarakeep':
    'これは Karakeep のエクスポートではありません。Karakeep はブックマークのリストを 1 つの JSON ファイルに書き出します（設定 → インポート / エクスポート → リンクとメモをエクスポート）。',
  'errors.imports.tesseraJsonNotOne':
    'この ZIP は Tessera のエクスポートではありません。中の tessera.json が Tessera のものではありません。',
  'errors.imports.newerTessera':
    'このエクスポートはこのサーバーより新しい Tessera で作られました。先にこのサーバーを更新してください。',
  'errors.imports.pinterestNoPicture': 'Tessera が取得できる画像が指定されていません。',
  'errors.imports.pinryPin': 'Pinry のピン {key}',
  'errors.imports.pinryNoPicture':
    'この Pinry のピンには、Tessera が取得できる画像が指定されていません。',
  'errors.imports.aNote': 'メモ',
  'errors.imports.karakeepNote': 'Karakeep のメモはテキストだけで、ピンにする画像がありません。',
  'errors.imports.aKarakeepBookmark': 'Karakeep のブックマーク',
  'errors.imports.karakeepAsset':
    'Karakeep のエクスポートには保存された画像やファイルが含まれないため、これは取り込めません。',
  'errors.imports.aKarakeepLink': 'Karakeep のリンク',
  'errors.imports.linkNotWeb':
    'このリンクはウェブページではありません（ピンにできるのは http と https のアドレスだけです）。',
  'errors.imports.aBookmark': 'ブックマーク',
  'errors.imports.bookmarkNotWeb':
    'このブックマークはウェブページではありません（ピンにできるのは http と https のアドレスだけです）。',
  'errors.imports.pinNumber': 'ピン {id}',
  'errors.imports.pictureNotInExport': 'その画像はエクスポートに含まれていません。',
  'errors.imports.notAPicture': 'このファイルは、名前に反して画像ではありません。',
  'errors.imports.shaDiffers':
    'その画像はエクスポート時のものと異なります（sha256 が一致しません）。',
  // a ZIP refused before anything is unpacked (domain/imports/zip-entries.ts, imports/zip-file.ts)
  'errors.imports.zipRefused':
    'この ZIP は受け付けられません。{why}が含まれています。何もインポートされませんでした。',
  'errors.imports.zipNul': 'NUL 文字を含むファイル名',
  'errors.imports.zipBackslash': 'バックスラッシュを含むパス（{name}）',
  'errors.imports.zipAbsolute': '絶対パス（{name}）',
  'errors.imports.zipOutOfFolder': 'フォルダーの外を指すパス（{name}）',
  'errors.imports.zipSymlink': 'シンボリックリンク（{name}）',
  'errors.imports.zipEntryTooBig': '展開すると {mb} MB を超える {name}',
  'errors.imports.zipBomb': '展開するとサイズが {ratio} 倍を超える {name}',
  'errors.imports.zipTotal': '展開すると合計 2 GB を超えるファイル',
  // the import's run (services/imports/run.ts): its report, in its person's language
  'errors.imports.notFetched': '画像を取得できませんでした: {why}',
  'errors.imports.notRead': '画像を読み込めませんでした: {why}',
  'errors.imports.haveLink': 'このリンクのピンはすでにあります。',
  'errors.imports.havePicture': 'この画像のピンはすでにあります。',
  'errors.imports.pictureGone':
    '画像が保持されていませんでした。もう一度ファイルをインポートしてください。',
  // the v5 API's parameters (api/v5/schemas.ts)
  'errors.v5.idDigits': 'ID は数字で書きます。',
  // the API's own checks
  'errors.api.controlCharacter': '制御文字が含まれています（使えるのはタブと改行だけです）',
  'errors.api.loneSurrogate': '無効な文字（対になっていないサロゲート）が含まれています',
  'errors.api.offsitePinId': 'pin_id はピンの ID でなければなりません。',
  'errors.api.offsiteUrl': 'url は確認するリンクでなければなりません。',
  'errors.api.offsiteTooLong': '{field} が長すぎます。',
  'errors.collages.titleMax': '{maximum} 文字以内にしてください',
  'errors.collages.itemsMax': 'コラージュの切り抜きは {maximum} 個までです',
  // the API's schemas' own words (resource options: ids, pins, ideas, search, analytics)
  'errors.api.numericId': '数値の ID でなければなりません',
  'errors.api.outOfRange': '範囲外です',
  'errors.api.numericPlacementId': '数値の配置 ID でなければなりません',
  'errors.api.interestSlug': '興味・関心のスラッグでなければなりません',
  'errors.api.interestWhich': 'interest_id か slug が必要です',
  'errors.api.commentTooLong': 'コメントとしては長すぎます',
  'errors.api.repinTitleMax': 'title: {maximum} 文字までです',
  'errors.api.repinDescriptionMax': 'description: {maximum} 文字までです',
  'errors.api.feedbackTypeOneOf': 'feedback_type は次のいずれかにしてください: {options}。',
  'errors.api.reportReason': 'このピンを報告する理由を 1 つ選んでください。',
  'errors.api.daysOneOf': 'days は次のいずれかにしてください: {options}',
  'errors.api.inviteWho': '招待する人の username か invited_user_id を指定してください。',
  'errors.api.searchSomething': '検索する内容を入力してください',
  'errors.api.searchDeleteWhich':
    'query（1 件の検索を削除）か all: true（リストを消去）のどちらかを指定してください',
  'errors.api.upToTime': 'up_to: 表示されている最新の通知の時刻を指定してください。',
  'errors.api.adId': '英字、数字、- または _ だけにしてください（64 文字まで）。',
  'errors.api.sourceEventId': '符号なし 64 ビットの数値でなければなりません。',
  'errors.api.destinationJson': 'オリジンの JSON リストでなければなりません。',
  'errors.api.destinationEmpty': 'オリジンを 1 つ以上指定してください。',
  'errors.api.hostName': 'ホスト名でなければなりません。',
};
