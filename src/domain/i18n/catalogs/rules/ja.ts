import type { RulesMessageId } from './en.ts';

/** Japanese: the words the account, instance, moderation and report rules choose (decision 064). */
export const jaRules: Record<RulesMessageId, string> = {
  'errors.rules.atLeast': '{min} 文字以上にしてください。',
  'errors.rules.atMost': '{max} 文字以内にしてください。',
  'errors.rules.notOnlySpaces': 'スペース以外の文字を使ってください。',
  'errors.oauth.nameMissing': 'アプリに名前を付けてください。',
  'errors.oauth.uriTooLong': 'リダイレクト URI は {max} 文字までです。',
  'errors.oauth.uriNotAbsolute': '{name} は絶対 URL ではありません。',
  'errors.oauth.uriFragment': 'リダイレクト URI にフラグメント（#）は使えません。',
  'errors.oauth.uriSpaces': 'リダイレクト URI にスペースや引用符は使えません。',
  'errors.oauth.uriHttp': 'https を使ってください。http は localhost か 127.0.0.1 でのみ使えます。',
  'errors.oauth.uriScheme': '{name} はリダイレクト URI にできません。',
  'errors.oauth.uriCustomScheme':
    '独自スキームは com.example.app:/callback のように、ドメインを逆にした形式にしてください。',
  'errors.oauth.urisNone': 'リダイレクト URI を 1 つ以上指定してください。',
  'errors.oauth.urisTooMany': 'リダイレクト URI は {max} 個までです。',
  'errors.tokens.nameMissing': 'トークンに名前を付けてください。',
  'errors.tokens.noScope': 'スコープを 1 つ以上選んでください。',
  'errors.tokens.notAScope': '{name} はスコープではありません。',
  'errors.settings.notText': '{key} はテキストにしてください。',
  'errors.settings.tooLong': '{key} は {max} 文字以内にしてください。',
  'errors.settings.notTrueOrFalse': '{key} は true か false にしてください。',
  'errors.settings.nameEmpty': '名前を空にはできません。',
  'errors.settings.logoUrl':
    'ロゴは https:// で始まるアドレスか、このサイト上のパスにしてください。',
  'errors.settings.contactEmail': '連絡先メールがメールアドレスになっていません。',
  'errors.settings.rulesNotList': 'ルールはリストにしてください。',
  'errors.settings.tooManyRules': 'ルールは {max} 件までです。',
  'errors.settings.language': '言語は {languages} のいずれかにしてください。',
  'errors.settings.signupMode':
    '登録モードは open、approval、invite、closed のいずれかにしてください。',
  'errors.instance.membersMayNotInvite': 'このインスタンスでは、メンバーは招待リンクを作れません。',
  'errors.instance.inviteLinksFull':
    '使える招待リンクがすでに {max} 件あります。新しく作るには、どれかを取り消してください。',
  'errors.moderation.reasonRequired': '理由を入力してください。本人に伝えられます。',
  'errors.moderation.reasonTooLong': '理由は {max} 文字以内にしてください。',
  'errors.moderation.suspendSelf': '自分自身を停止することはできません。',
  'errors.moderation.suspendAdmin': 'この管理者を停止する前に、ロールを変更してください。',
  'errors.moderation.alreadySuspended': 'このアカウントはすでに停止されています。',
  'errors.moderation.notSuspended': 'このアカウントは停止されていません。',
  'errors.moderation.deleteSelf': 'ここで自分自身を削除することはできません。',
  'errors.moderation.roleSelf': '自分のロールは変更できません。',
  'errors.moderation.suspendedFor': 'このアカウントは停止されています：{name}',
  'errors.moderation.suspended':
    'このアカウントはコミュニティガイドライン違反のため停止されています。',
  'errors.feedback.logInToSeeReports': '報告を見るにはログインしてください',
  'profile.reportWhy.spamHint': '偽のフォロワー、誤解を招くリンク、繰り返しの投稿',
  'profile.reportWhy.inappropriate': '不適切な画像または名前',
  'profile.reportWhy.inappropriateHint': 'プロフィール上のヌード、ヘイトシンボル、不快な言葉',
  'profile.reportWhy.impersonation': 'なりすまし',
  'profile.reportWhy.impersonationHint': '他の人やブランドの名前や画像を使っている',
  'profile.reportWhy.harassment': '嫌がらせやヘイト',
  'profile.reportWhy.harassmentHint': '侮辱、脅迫、いじめ、偏見',
  'profile.reportWhy.other': 'その他',
  'profile.reportWhy.otherHint': '詳細欄で問題を教えてください',
  'profile.reportWhy.choose': 'このプロフィールを報告する理由を選んでください。',
  'profile.reportWhy.detailsTooLong': '詳細は {max} 文字以内にしてください。',
  'profile.reportWhy.tellUs': 'このプロフィールの問題を教えてください。',
  'admin.log.commandLine': 'コマンドライン',
  'admin.log.commentOnPin': 'ピン {pin} へのコメント',
  'admin.log.targetOf':
    '{type, select, pin {ピン {id}} comment {コメント {id}} user {アカウント {id}} signup_invite {招待リンク {id}} signup_request {参加リクエスト {id}} other {{type} {id}}}',
  'admin.log.targetType':
    '{type, select, pin {ピン} comment {コメント} user {アカウント} domain {ドメイン} instance {インスタンス} signup_invite {招待リンク} signup_request {参加リクエスト} other {{type}}}',
  'admin.reports.statusOf':
    '{status, select, open {未対応} removed {削除済み} dismissed {却下} warned {警告済み} suspended {停止済み} blocked {ブロック済み} cleared {消去済み} other {{status}}}',
  'admin.person.privacyOf':
    '{privacy, select, public {公開} protected {限定公開} secret {シークレット} other {{privacy}}}',
  'admin.person.kindOf':
    '{kind, select, pin {ピン} comment {コメント} profile {プロフィール} other {{kind}}}',
};
