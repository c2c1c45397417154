import type { enErrorsImports } from './imports-en.ts';

/** Japanese: the imports' errors (decision 064), part of errors-accounts/ja.ts. */
export const jaErrorsImports: Record<keyof typeof enErrorsImports, string> = {
  // imports
  'errors.imports.underWay': 'インポートを実行中です。終わるまで待つか、キャンセルしてください。',
  'errors.imports.pageUnreadable': 'ページを読み込めませんでした: {reason}',
  'errors.imports.noPin': 'このウェブサイトは、ページを Tessera に保存しないよう求めています。',
  'errors.imports.noPicture': 'Tessera はこのページで画像を見つけられませんでした。',
  'errors.imports.pinryAddress':
    'Pinry のアドレスを入力してください（例: https://pinry.example.org）',
  'errors.imports.pinryToken': 'Pinry の API トークンを入力してください。',
  'errors.imports.pinrySlow':
    'Pinry からピンを受け取るのに時間がかかりすぎました。しばらくしてからもう一度お試しください。',
  'errors.imports.pinryRefused': 'Pinry がそのトークンを拒否しました。',
  'errors.imports.pinryUnreachable': 'Tessera はそのアドレスの Pinry に接続できません。',
  'errors.imports.pinryUnreadable': 'Tessera は Pinry を読み込めませんでした: {reason}',
  'errors.imports.pinryUnknownToken': 'Pinry がそのトークンを認識しませんでした。',
  'errors.imports.notPinry': 'そのアドレスは Pinry の API のように応答しませんでした。',
  'errors.imports.notPinterest':
    'これは Pinterest のデータエクスポートではありません。Pinterest から届くのは 1 つの HTML ページ（pinterest.html）です。',
  'errors.imports.notBookmarks':
    'これはブックマークファイルではありません。ブラウザからブックマークを HTML としてエクスポートしてください（ブックマーク → ブックマークをエクスポート）。',
  'errors.imports.noPins': 'このファイルにはインポートするピンがありません。',
  'errors.imports.tooManyPins':
    'このファイルには {count, number} 件のピンがありますが、1 回のインポートで扱えるのは {max, number} 件までです。分割してそれぞれインポートしてください。',
  'errors.imports.notTesseraZip':
    'この ZIP は Tessera のエクスポートではありません。tessera.json が含まれていません（設定 → データをダウンロード で作成できます）。',
  'errors.imports.badTesseraJson':
    'この ZIP の tessera.json は読み込める JSON ではありません。もう一度エクスポートしてください。',
  'errors.imports.tooManyFiles':
    'この ZIP には {count, number} 個のファイルがありますが、1 回のインポートで扱えるのは {max, number} 個までです。分割してそれぞれインポートしてください。',
  'errors.imports.logIn': 'ピンをインポートするにはログインしてください',
  'errors.imports.oneFile': 'エクスポートファイルは 1 つずつ送ってください。',
  'errors.imports.pinryFields':
    'Pinry のアドレスとトークンを入力するか、保存した応答を選んでインポートしてください。',
  'errors.imports.chooseFile': 'インポートするエクスポートファイルを選んでください。',
  'errors.imports.sayTheSource': 'ソースを指定してください。',
  'errors.imports.multipart':
    'エクスポートは file という名前のフィールドに multipart/form-data で送ってください。',
  'errors.imports.tooManyUploads':
    'この 1 時間にたくさんのファイルを送りました。しばらくしてからもう一度お試しください。',
  'errors.imports.zipUnreadable':
    'この ZIP を読み込めません（{why}）。作り直してからインポートしてください。',
};
