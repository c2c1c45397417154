import type { PwaMessageId } from './en.ts';

/** Japanese: the installable app, the video errors and the shared pictures (decision 064). */
export const jaPwa: Record<PwaMessageId, string> = {
  'pwa.offline.title': 'オフラインです',
  'pwa.offline.lead':
    'このページを開くには接続が必要です。最近見た次のピンとボードは、接続がなくても開けます：',
  'pwa.offline.none':
    '最近見たもののうち、オフライン用に保存されているものはまだありません。オンラインで開いたピンとボードは、次回ここに表示されます。',
  'pwa.offline.pins': 'ピン',
  'pwa.offline.boards': 'ボード',
  'pwa.offline.untitledPin': 'ピン',
  'pwa.offline.untitledBoard': 'ボード',
  'pwa.offline.retry': '再試行',
  'pwa.kept.title': 'オンラインになるまで保存しています',
  'pwa.kept.notKeptTitle': 'この共有は保存できませんでした',
  'pwa.kept.full':
    'このデバイスではすでに {max} 件の共有が待機しています。オンラインにしてアップロードしてから、もう一度共有してください。',
  'pwa.kept.noRoom':
    'このデバイスには共有を保存する空き容量がありません。空き容量を増やすか、オンラインにしてから、もう一度共有してください。',
  'pwa.kept.open': 'Tessera を開く',
  'pwa.kept.lead':
    '{count, plural, =0 {共有した内容はこのデバイスに保存されています。オンラインに戻るとすぐに Tessera がアップロードしてお知らせします。そのあとでピンを作成できます。} other {# 枚の画像はこのデバイスに保存されています。オンラインに戻るとすぐに Tessera がアップロードしてお知らせします。そのあとでピンを作成できます。}}',
  'pwa.share.problemTitle': 'この共有を開けませんでした',
  'pwa.share.openBuilder': 'ピンを作成を開く',
  'pwa.share.tooMany':
    '一度に共有できる画像は {max} 枚までです。{max} 枚以下を選んで、もう一度共有してください。',
  'pwa.share.tooLarge': '共有された画像の 1 枚が大きすぎます。画像は 20 MB 未満にしてください。',
  'pwa.share.malformed': '共有が完全に届きませんでした。画像をもう一度共有してください。',
  'pwa.manifest.create': 'ピンを作成',
  'pwa.manifest.createShort': '作成',
  'pwa.manifest.search': '検索',
  'pwa.manifest.messages': 'メッセージ',
  'share.keptUploaded':
    '{count, plural, =0 {オフラインで共有した内容をアップロードしました} other {オフラインで共有した # 枚の画像をアップロードしました}}',
  'share.keptRefused': 'このデバイスに保存していた共有をアップロードできませんでした。{problem}',
  'share.makePins': 'ピンを作成',
  'builder.shareProblem.notAnImage':
    '共有されたファイルの 1 つは、Tessera が読み込める画像（JPEG、PNG、WebP、GIF、AVIF）ではありません。',
  'builder.shareProblem.tooLarge':
    '共有された画像の 1 枚が大きすぎます。画像は 20 MB 未満かつ 5000 万画素未満にしてください。',
  'builder.shareProblem.empty': '共有されたファイルの 1 つが空でした。',
  'video.error.aborted': '再生できる前に動画の読み込みが止まりました。',
  'video.error.network':
    'ネットワークの問題で動画が止まりました。接続を確認して、もう一度お試しください。',
  'video.error.decode': 'この動画をデコードできませんでした。',
  'video.error.unsupported': 'この動画形式はお使いのブラウザーでサポートされていません。',
  'video.error.other': 'この動画は再生できません。',
};
