import type { MailMessageId } from './en.ts';

/** Japanese: every mail's texts (decision 064), part of ja.ts. */
export const jaMail: Record<MailMessageId, string> = {
  'mail.hi': 'こんにちは。',
  'mail.hiName': '{name}さん、こんにちは。',
  'mail.reset.subject': '{site}のパスワードを再設定してください',
  'mail.reset.intro':
    'あなたの{site}アカウントのパスワードを再設定するよう依頼がありました。新しいパスワードを選ぶには、1時間以内にこのリンクを開いてください:',
  'mail.reset.link': 'パスワードを再設定',
  'mail.reset.notYou':
    'お心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
  'mail.signupTaken.subject': 'あなたのアドレスで登録しようとした人がいます',
  'mail.signupTaken.intro':
    'たった今、すでにアカウントがあるあなたのメールアドレスで{site}に登録しようとした人がいます。',
  'mail.signupTaken.ifYou': 'あなたご自身の場合は、ログインしてください:',
  'mail.signupTaken.logIn': 'ログイン',
  'mail.signupTaken.forgot': 'パスワードをお忘れですか?新しいパスワードを選んでください:',
  'mail.signupTaken.reset': '新しいパスワードを選ぶ',
  'mail.signupTaken.notYou':
    'お心当たりがない場合は、このメールを無視してください。アカウントは何も変わっていません。',
  'mail.emailTaken.subject': '{site}であなたのメールアドレスを使おうとした人がいます',
  'mail.emailTaken.intro':
    '別の{site}アカウントをこのメールアドレスに移すよう依頼がありました。このアドレスにはすでにアカウントがあるため、何も変わっていません。',
  'mail.emailTaken.forgot': 'パスワードをお忘れの場合は、ログインページで再設定できます。',
  'mail.emailConfirm.subject': '{site}の新しいメールアドレスを確認してください',
  'mail.emailConfirm.intro':
    'このアドレスを{site}アカウントで使うよう依頼がありました。確認するには、1日以内にこのリンクを開いてください:',
  'mail.emailConfirm.link': '新しいメールアドレスを確認',
  'mail.emailChanged.subject': '{site}のメールアドレスが変更されました',
  'mail.emailChanged.intro':
    'あなたの{site}アカウントは現在{email}を使っています。今後、{site}からのメールはそちらに届きます。',
  'mail.emailChanged.notYou':
    'お心当たりがない場合は、ログインページからパスワードを再設定し、アカウントを保護してください。',
  'mail.signupConfirm.subject': '{site}のメールアドレスを確認してください',
  'mail.signupConfirm.intro':
    '{site}へようこそ。これがあなたのアドレスであることを確認するには、1週間以内にこのリンクを開いてください。それまでは見て回ることはできますが、投稿はできません。',
  'mail.signupConfirm.link': 'メールアドレスを確認',
  'mail.signupRefused.subject': '{site}への参加リクエストについて',
  'mail.signupRefused.intro':
    '{site}の管理者があなたのリクエストを読み、今回はアカウントを作成しないことにしました。',
  'mail.signupApproved.subject': '{site}へようこそ',
  'mail.signupApproved.intro':
    '{site}への参加リクエストが承認されました。ユーザー名{username}と、選んだパスワードでログインしてください。',
  'mail.signupApproved.link': 'ログイン',
  'mail.notification.sentence': '{sentence}。',
  'mail.notification.seeIt': '{site}で見る',
  'mail.notification.why':
    '「{label}」のメールがオンになっているため、このメールをお送りしています。',
  'mail.notification.choose': '受け取るメールを選ぶ',
  'mail.notification.unsubscribe': '「{label}」のメールの配信を停止',
  'mail.digest.subject': '{count, plural, other {{site}のまとめ: 新しいお知らせ#件}}',
  'mail.digest.intro': '前回のまとめ以降に{site}であったことです。',
  'mail.digest.category': '{label}({count})',
  'mail.digest.more': '{count, plural, other {ほか#件}}',
  'mail.digest.why':
    'お知らせメールの受け取り方に毎日のまとめを選んでいるため、このメールをお送りしています。',
  'mail.digest.unsubscribe': 'すべてのお知らせメールの配信を停止',
  'mail.notice.pinRemoved': 'あなたのピンが削除されました',
  'mail.notice.warning': 'あなたのアカウントへの警告',
  'mail.notice.report': 'あなたの報告を確認しました',
  'mail.export.subject': '{site}のデータの準備ができました',
  'mail.export.ready':
    '{count, plural, other {リクエストされた{site}のデータのコピーの準備ができました。#日以内にダウンロードしてください:}}',
  'mail.export.link': 'データをダウンロード',
  'mail.export.findIt':
    'ダウンロードするにはログインが必要です。設定の「データをダウンロード」からも見つけられます:',
  'mail.export.settings': '設定、データをダウンロード',
};
