import type { ErrorsAccountsMessageId } from './en.ts';
import { jaErrorsImports } from './imports-ja.ts';

/** Japanese: the account side's errors (decision 064), part of ja.ts. */
export const jaErrorsAccounts: Record<ErrorsAccountsMessageId, string> = {
  // accounts
  'errors.accounts.pageNotFound': 'ページが見つかりませんでした。',
  'errors.accounts.noProfile': '{username} という名前のプロフィールはありません。',
  'errors.accounts.websiteTooLong': 'ウェブサイトのアドレスが長すぎます。',
  'errors.accounts.websiteInvalid':
    'https://example.com のような有効なウェブサイトのアドレスを入力してください。',
  'errors.accounts.lastNameTooLong': '姓は {max} 文字以内で入力してください。',
  'errors.accounts.aboutTooLong': '自己紹介は {max} 文字以内で入力してください。',
  'errors.accounts.usernameTaken': 'そのユーザー名はすでに使われています。',
  'errors.accounts.logInToEditProfile': 'プロフィールを編集するにはログインしてください',
  'errors.accounts.logInToChangePicture': '写真を変更するにはログインしてください',
  'errors.accounts.logInToChangeSettings': '設定を変更するにはログインしてください',
  'errors.accounts.logInToSeeSettings': '設定を表示するにはログインしてください',
  'errors.accounts.pictureTooBig': '画像が大きすぎます。{mb} MB 未満の画像を使ってください。',
  'errors.accounts.pictureTooManyPixels':
    '画像のピクセル数が多すぎます。もっと小さい画像を使ってください。',
  'errors.accounts.notAPicture':
    'このファイルは Tessera が読み込める画像ではありません。JPEG、PNG、WebP、GIF のいずれかを使ってください。',
  'errors.accounts.saveBehavior': 'save_behavior は 0 か 1 でなければなりません。',
  'errors.accounts.logInToManageApps': 'アプリを管理するにはログインしてください',
  'errors.accounts.tokenCannotManageApps': 'アクセストークンではアプリを管理できません。',
  'errors.accounts.appNotRegistered': 'アプリは登録されませんでした。もう一度お試しください。',
  'errors.accounts.noSuchApp': 'そのアプリはありません。',
  'errors.accounts.appHasNoAccess': 'そのアプリはあなたのアカウントにアクセスできません。',
  'errors.accounts.emailLinkInvalid':
    'この確認リンクは有効期限が切れているか、すでに使われています。設定から新しいリンクをリクエストしてください。',
  'errors.accounts.emailNowTaken':
    'このメールアドレスは現在ほかのアカウントで使われています。別のアドレスを選んでください。',
  'errors.accounts.logInToChangeEmail': 'メールアドレスを変更するにはログインしてください',
  'errors.accounts.logInToManageTokens': 'アクセストークンを管理するにはログインしてください',
  'errors.accounts.tokenCannotManageTokens':
    'アクセストークンではアクセストークンを管理できません。',
  'errors.accounts.tokenNotMade': 'トークンは作成されませんでした。もう一度お試しください。',
  'errors.accounts.noSuchToken': 'そのトークンはありません。',
  'errors.accounts.logInToAuthorize': 'アプリを承認するにはログインしてください',
  'errors.accounts.requestNotValid': 'リクエストが無効です。',
  'errors.accounts.loginFailed': '入力したメールアドレスまたはパスワードが正しくありません。',
  'errors.accounts.resetLinkInvalid':
    'このリセットリンクは有効期限が切れているか、すでに使われています。新しいリンクをリクエストしてください。',
  'errors.accounts.logInToChangePassword': 'パスワードを変更するにはログインしてください',
  'errors.accounts.logInToDeleteAccount': 'アカウントを削除するにはログインしてください',
  'errors.accounts.onlyPeopleChooseCookies': 'Cookie を選べるのは人だけです。',
  'errors.accounts.profileGone': 'そのプロフィールはもう存在しません。',
  'errors.accounts.cannotFollowSelf': '自分自身をフォローすることはできません。',
  'errors.accounts.logInToFollow': 'フォローするにはログインしてください',
  'errors.accounts.logInToUnfollow': 'フォローを解除するにはログインしてください',
  'errors.accounts.logInForBusiness': 'ビジネスアカウントを取得するにはログインしてください',
  'errors.accounts.checkForm': 'フォームを確認してください。',
  'errors.accounts.noRequest': 'そのリクエストは取り消されたか、すでに回答済みです。',
  'errors.accounts.logInToAnswerRequests': 'フォローリクエストに回答するにはログインしてください',
  'errors.accounts.logInToSecure': 'アカウントを保護するにはログインしてください',
  'errors.accounts.emailInvalid': '有効なメールアドレスを入力してください。',
  'errors.accounts.usernameShape':
    'ユーザー名は 3〜30 文字の英字、数字、アンダースコアで指定してください。',
  'errors.accounts.usernameUnavailable': 'そのユーザー名は使用できません。',
  'errors.accounts.firstNameMissing': '名を入力してください。',
  'errors.accounts.firstNameTooLong': '名は {max} 文字以内で入力してください。',
  'errors.accounts.passwordCommon':
    'そのパスワードはよく使われすぎています。別のパスワードを選んでください。',
  'errors.accounts.passwordIsName': 'パスワードにユーザー名やメールアドレスは使えません。',
  'errors.accounts.passwordIncorrect': '入力したパスワードが正しくありません。',
  'errors.accounts.alreadyYourEmail': 'これはすでにあなたのメールアドレスです。',
  'errors.accounts.signupClosed':
    'このインスタンスでは登録を受け付けていません。新しいアカウントは作成できません。',
  'errors.accounts.signupInviteRequired':
    'このインスタンスへの登録は招待制です。送られてきた招待リンクを開いてください。',
  'errors.accounts.signupInviteInvalid':
    'この招待リンクは有効期限切れか、使用回数の上限に達したか、取り消されています。新しいリンクを依頼してください。',
  'errors.accounts.signupReasonRequired':
    '参加したい理由をひとことで書いてください。管理者が読みます。',
  // messages
  'errors.messages.logIn': 'メッセージを送受信するにはログインしてください',
  'errors.messages.noConversation': 'この会話は存在しません。',
  'errors.messages.youBlocked':
    '{name} をブロックしています。メッセージを送るにはブロックを解除してください。',
  'errors.messages.thisPerson': 'この人',
  'errors.messages.cannotSendTo': '{name} にはメッセージを送れません。',
  'errors.messages.tooLong': 'メッセージは {max} 文字以内にしてください。',
  'errors.messages.requestsWait':
    'まだ誰も返信していないメッセージリクエストを複数送っています。誰かが返信するか、1 時間たつと、さらに送れるようになります。',
  'errors.messages.requestWait':
    'この会話では、誰かが返信するとさらにメッセージを送れるようになります。相手がリクエストを承認すると、あなたのメッセージが表示されます。',
  'errors.messages.empty': 'メッセージを書くか、ピンを選んでください。',
  'errors.messages.notBoth': '送信先は会話か相手のどちらか一方にしてください。',
  'errors.messages.pinUnavailable': 'そのピンは利用できません。',
  'errors.messages.noRecipient': '送信先を選んでください。',
  'errors.messages.tooManyRecipients': 'メッセージを送れるのは {max} 人までです。',
  'errors.messages.personGone': 'その人はもう Tessera にいません。',
  'errors.messages.notSent': 'メッセージを送信できませんでした。',
  'errors.messages.notARequest': 'この会話はメッセージリクエストではありません。',
  'errors.messages.cannotBlockSelf': '自分自身をブロックすることはできません。',
  'errors.messages.logInToSeeBlocked': 'ブロックしたアカウントを表示するにはログインしてください',
  // instance
  'errors.instance.noSuchSetting': '「{key}」という設定はありません。',
  'errors.instance.logInToInvite': 'ユーザーを招待するにはログインしてください',
  'errors.instance.usesInvalid': '使用回数は 1 から 10000 までの整数で指定してください。',
  'errors.instance.expiryInvalid':
    '有効期限は 7d、12h、30m のように日数・時間・分数で指定するか、「never」と指定してください。',
  'errors.instance.confirmEmailFirst':
    '先にメールアドレスを確認してください。登録時にお送りしたリンクを開いてください（有効期間は 1 週間です）。',
  'errors.instance.requestDecided': 'このリクエストはすでに処理済みか、存在しません。',
  'errors.instance.usernameNowTaken':
    'ユーザー名 {username} またはそのメールアドレスは、現在ほかのアカウントのものです。このリクエストは拒否してください。',
  // admin
  'errors.admin.noSuchAccount': 'そのアカウントはありません。',
  'errors.admin.typeToConfirm': '削除を確認するには @{username} と入力してください。',
  'errors.admin.chooseRole': 'ユーザー、パートナー、従業員のいずれかを選んでください。',
  'errors.admin.alreadyRole':
    '@{username} はすでに{role, select, user {ユーザー} partner {パートナー} employee {従業員} other {{role}}}です。',
  'errors.admin.noSuchReport': 'その報告は存在しません。',
  'errors.admin.reportDone':
    'この報告はすでに{status, select, removed {削除済み} dismissed {却下済み} other {{status}}}です。',
  'errors.admin.noDomain': 'このピンにはリンク先がないため、ブロックするドメインがありません。',
  'errors.admin.logIn': '管理者としてログインしてください',
  // analytics
  'errors.analytics.logIn': 'アナリティクスを表示するにはログインしてください',
  'errors.analytics.notAnAd': 'そのピンは広告ではありません。',
  'errors.analytics.noDestination':
    'その広告にはアトリビューションの対象となるリンク先がありません。',
  'errors.analytics.destination':
    'destination は広告のランディングページのオリジンでなければなりません。',
  'errors.analytics.expiry': '{type} ソースの expiry は {value} です。',
  'errors.analytics.priority': '{type} ソースの priority は {value} です。',
  'errors.analytics.campaign': 'campaign_id がこの広告のキャンペーンではありません。',
  'errors.analytics.advertiser': 'advertiser_id がこの広告の広告主ではありません。',
  // notifications
  'errors.notifications.logIn': 'お知らせを表示するにはログインしてください',
  'errors.notifications.badBookmark': 'bookmark: このリストが発行したものではありません。',
  'errors.notifications.noSuchNotification': 'このお知らせは存在しません。',
  'errors.notifications.logInToPush': 'プッシュ通知を受け取るにはログインしてください',
  'errors.notifications.endpointNotHttps':
    'このプッシュ購読のエンドポイントは https のアドレスではありません。',
  'errors.notifications.logInToChoose': 'お知らせを選ぶにはログインしてください',
  'errors.notifications.badUnsubscribeLink':
    'この配信停止リンクは無効です。メールからリンク全体をコピーするか、設定で受け取るメールを選んでください。',
  'errors.notifications.accountGone': 'このリンクの対象だったアカウントはもう存在しません。',
  // platform
  'errors.platform.nothingToRetry':
    'このジョブは失敗していないか、すでにありません。再試行するものはありません。',
  'errors.platform.nothingToCancel':
    'このジョブはもう待機中でも実行中でもありません。キャンセルするものはありません。',
  'errors.platform.noOutbox': '本番環境には送信トレイはありません。',
  'errors.platform.tooManyAttempts': '試行回数が多すぎます。数分待ってからもう一度お試しください。',
  // exports
  'errors.exports.logIn': 'データをダウンロードするにはログインしてください',
  'errors.exports.unavailable':
    '現在エクスポートを作成できません。しばらくしてからもう一度お試しください。',
  'errors.exports.tooOften':
    '短時間に何度もデータをリクエストしました。1 時間後にもう一度お試しください。',
  'errors.exports.gone':
    'そのエクスポートは存在しないか、有効期限が切れています。新しいエクスポートをリクエストしてください。',
  // http
  'errors.http.logIn': '続けるにはログインしてください',
  'errors.http.formExpired':
    'このフォームは有効期限が切れています。ページを再読み込みしてもう一度お試しください。',
  'errors.http.crossSite': 'このリクエストは別のサイトから送られたため、Tessera は拒否しました。',
  'errors.http.sessionChanged':
    'セッションが変わりました。ページを再読み込みしてもう一度お試しください。',
  'errors.http.databaseDown':
    'データベースが現在応答していません。しばらくしてからもう一度お試しください。',
  // api
  'errors.api.dataNotString': 'data パラメーターは JSON 文字列でなければなりません。',
  'errors.api.dataNotJson': 'data パラメーターは有効な JSON ではありません。',
  'errors.api.dataNotObject':
    'data パラメーターは「options」を含む JSON オブジェクトでなければなりません。',
  'errors.api.bodyNotObject': '本文は「options」を含む JSON オブジェクトでなければなりません。',
  'errors.api.onePicture': 'アップロードごとに画像は 1 枚にしてください。',
  'errors.api.multipart':
    '画像は file という名前のフィールドに multipart/form-data で送ってください。',
  'errors.api.malformed': 'このアップロードは形式が正しくありません。',
  'errors.api.malformedWhy': 'このアップロードは形式が正しくありません（{reason}）。',
  'errors.api.noPicture': 'アップロードする画像を選んでください（file フィールドのファイル）。',
  'errors.api.emptyFile': 'このファイルは空です。アップロードする画像を選んでください。',
  'errors.api.internal': 'こちら側で問題が発生しました。',
  'errors.api.nothingAt': '{method} {url} には何もありません。',
  'errors.api.unknownResource': '{name} という名前のリソースはありません。',
  'errors.api.unknownAction': '不明なアクション {action} です。',
  'errors.api.noSuchAction': '{name} には {action} アクションがありません。',
  'errors.api.wrongMethod': '{name} {action} は {method} ではなく {expected} で呼び出します。',
  'errors.api.noApiAt':
    "{method} {url} に API はありません。リソースの呼び出しは /resource/'{Name}'Resource/get/ の形です。",
  // v5
  'errors.v5.authFailed': '認証に失敗しました。',
  'errors.v5.rateLimited':
    'リクエスト数の上限を超えました。しばらくしてからもう一度お試しください。',
  'errors.v5.needsScope': 'この呼び出しには {scope} スコープが必要です。',
  'errors.v5.sectionGone': 'ボードのセクションが見つかりません。',
  'errors.v5.notBase64': 'media_source.data は base64 ではありません。',
  ...jaErrorsImports,
};
