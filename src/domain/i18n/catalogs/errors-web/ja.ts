import type { ErrorsWebMessageId } from './en.ts';

/** Japanese: fetching, picture and request errors (decision 064), part of ja.ts. */
export const jaErrorsWeb: Record<ErrorsWebMessageId, string> = {
  'errors.fetch.pictureAddress': '画像の完全なアドレスを入力してください（例: https://…）',
  'errors.fetch.httpOnly': '使えるのは http と https のアドレスだけです。',
  'errors.fetch.blocked': 'Tessera はこのアドレスから画像を取得できません。',
  'errors.fetch.noSuchSite': 'Tessera はそのウェブサイトを見つけられませんでした。',
  'errors.fetch.pictureTooBig': '画像が大きすぎます。20 MB 未満の画像を使ってください。',
  'errors.fetch.pictureTimeout': 'ウェブサイトが画像を送るのに時間がかかりすぎました。',
  'errors.fetch.noPicture': 'Tessera はこのアドレスから画像を取得できませんでした。',
  'errors.fetch.noPictureStatus':
    'Tessera はこのアドレスから画像を取得できませんでした（ウェブサイトの応答: {status}）。',
  'errors.fetch.tooManyRedirects': 'このアドレスはリダイレクトが多すぎます。',
  'errors.fetch.pageAddress': 'ページの完全なアドレスを入力してください（例: https://…）',
  'errors.fetch.pageBlocked': 'Tessera はこのアドレスのページを開けません。',
  'errors.fetch.pageUnreachable': 'Tessera はそのページを開けませんでした。',
  'errors.fetch.pageStatus':
    'Tessera はそのページを開けませんでした（ウェブサイトの応答: {status}）。',
  'errors.fetch.pageTooBig': 'ページが大きすぎて読み込めません（2 MB 超）。',
  'errors.fetch.pageTimeout': 'ウェブサイトの応答に時間がかかりすぎました。',
  'errors.fetch.notHtml':
    'このアドレスはウェブページではありません（HTML ではありません）。画像そのものを保存するには、「または URL から保存」にそのアドレスを貼り付けてください。',
  'errors.fetch.notJson': 'このアドレスは API として応答しませんでした（JSON ではありません）。',
  'errors.fetch.badJson': 'このアドレスは Tessera が読めない JSON を返しました。',
  'errors.images.unsupportedFormat':
    'Tessera は {format} 画像を使えません（JPEG、PNG、WebP、GIF、AVIF を使ってください）。',
  'errors.images.heicUnreadable': 'この HEIC 画像を読み込めませんでした。',
  'errors.images.heicEmpty': 'この HEIC ファイルには画像がありません。',
  'errors.images.heicTooManyPixels':
    'この HEIC 画像は {width} × {height} ピクセルで、画像の上限を超えています。',
  'errors.comments.tooFast': 'コメントのペースが速すぎます。数分待ってからもう一度お試しください。',
  'errors.feedback.tooManyReports':
    '短時間に多くの報告が送信されました。しばらくしてからもう一度お試しください。',
  'errors.page.badAddressTitle': '無効なアドレス',
  'errors.page.badEscape': 'このアドレスには不正な % エスケープが含まれています。',
  'errors.page.addressProblem':
    'このアドレスには{problem, select, lone_surrogate {無効な文字（単独のサロゲート）} other {制御文字}}が含まれています。',
  'errors.page.parameterProblem':
    'パラメーター「{name}」には{problem, select, lone_surrogate {無効な文字（単独のサロゲート）} other {制御文字（使えるのはタブと改行だけです）}}が含まれています。',
  'errors.page.methodTitle': '許可されていないメソッド',
  'errors.page.method': 'このページが受け付けるのは {allow} で、{method} ではありません。',
  'errors.page.notFormTitle': 'フォームではありません',
  'errors.page.notForm':
    'ページが受け付けるのはフォームの送信です（application/x-www-form-urlencoded または multipart/form-data）。',
  'errors.page.tooLargeTitle': '大きすぎます',
  'errors.page.tooLarge':
    'このフォームは {mb} MB を超えて送信しました。このページが受け付ける量を超えています。',
  'errors.page.cutOffTitle': '不完全なフォーム',
  'errors.page.cutOff': 'フォームが途中で切れていました。',
  'errors.page.malformedTitle': '不正なフォーム',
  'errors.page.malformed': 'このフォームを読み取れませんでした。',
  'errors.page.malformedMultipart':
    'このフォームを読み取れませんでした: multipart の本文が不正です（境界がない、間違っている、または途中で切れています）。',
  'errors.page.checkFormTitle': 'フォームを確認してください',
  'errors.page.fieldProblem':
    'フィールド「{name}」には{problem, select, lone_surrogate {無効な文字（単独のサロゲート）} other {制御文字（使えるのはタブと改行だけです）}}が含まれています。',
  'errors.page.refusedTitle': '拒否されました',
  'errors.page.badRequestTitle': '不正なリクエスト',
  'errors.page.badHost': 'Host ヘッダーが有効なホストではありません。',
  'errors.page.goHome': 'ホームフィードへ',
  'errors.api.boardIdOrSlug': 'board_id、または username と slug を指定してください。',
  'errors.api.liveLogIn': 'ライブ更新を受け取るにはログインしてください。',
  'errors.api.liveAge': 'ミリ秒の整数（9 桁まで）で指定してください。',
  'server.embed.viewOn': 'Tessera で見る',
  'server.embed.unavailable': 'このピンは表示できません。',
  'errors.images.storeDown':
    '画像ストアが応答しないため、現在画像を保存・表示できません。しばらくしてからもう一度お試しください。',
  'errors.images.notAnImage':
    'このファイルは Tessera が読める画像ではありません（JPEG、PNG、WebP、GIF、AVIF を使ってください）。',
  'errors.images.tooManyPixels': '画像が大きすぎます: 最大 {megapixels, number} メガピクセルです。',
  'errors.images.tooLarge': '画像が {mb, number} MB を超えています。',
  'errors.forms.unknown': 'このフォームは不明です。',
  'errors.forms.emailMode': 'メールの受け取り方を選んでください。',
  'server.home.description':
    'アイデアを見つけて、気に入ったものを保存し、{name} で共有しましょう。',
  'errors.oauth.unknownApp': 'このアプリは Tessera に登録されていません。',
  'errors.oauth.unregisteredRedirect':
    'アプリが登録していない redirect_uri を送ってきたため、Tessera はそこへ移動しません。',
  'errors.imports.noSuchImport': 'そのようなインポートはありません。',
  'errors.imports.noneUnderWay': '進行中のインポートはありません。',
  'errors.collages.seePrompt': 'コラージュを見るにはログインしてください',
  'errors.boards.invitesPrompt': '招待を見るにはログインしてください',
  'errors.ideas.topicsPrompt': 'トピックを選ぶにはログインしてください',
};
