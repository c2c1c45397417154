import { jaAdmin } from './admin/ja.ts';
import { jaAuthoring } from './authoring/ja.ts';
import { jaBoards } from './boards/ja.ts';
import { jaCloseup } from './closeup/ja.ts';
import { jaDiscovery } from './discovery/ja.ts';
import type { Catalog } from './en.ts';
import { jaErrorsAccounts } from './errors-accounts/ja.ts';
import { jaErrorsContent } from './errors-content/ja.ts';
import { jaErrorsWeb } from './errors-web/ja.ts';
import { jaGuidelines } from './guidelines/ja.ts';
import { jaMail } from './mail/ja.ts';
import { jaMessages } from './messages/ja.ts';
import { jaPwa } from './pwa/ja.ts';
import { jaRules } from './rules/ja.ts';
import { jaRulesContent } from './rules-content/ja.ts';
import { jaSettings } from './settings/ja.ts';

/** Japanese (decision 064). */
export const ja: Catalog = {
  'shell.skipToContent': 'コンテンツへスキップ',
  'shell.homeOf': '{name} ホーム',
  'shell.mainNav': 'メインナビゲーション',
  'shell.bottomNav': '下部ナビゲーション',
  'shell.home': 'ホーム',
  'shell.explore': '見つける',
  'shell.today': '今日',
  'shell.shopping': 'ショッピング',
  'shell.create': '作成',
  'shell.profile': 'プロフィール',
  'shell.logIn': 'ログイン',
  'shell.signUp': '登録',
  'shell.visitorMenu': 'アカウント、テーマ、言語',
  'shell.accountMenu': 'アカウントと設定',
  'shell.yourProfileOf': 'あなたのプロフィール（{name}）',
  'shell.yourProfile': 'あなたのプロフィール',
  'shell.analytics': 'アナリティクス',
  'shell.settings': '設定',
  'shell.tuneHomeFeed': 'ホームフィードを調整',
  'shell.guidelines': 'コミュニティガイドライン',
  'shell.aboutOf': '{name} について',
  'shell.logOut': 'ログアウト',
  'shell.theme': 'テーマ',
  'shell.themeSystem': 'システム',
  'shell.themeLight': 'ライト',
  'shell.themeDark': 'ダーク',
  'shell.language': '言語',
  'shell.goHome': 'ホームフィードへ',
  'shell.notInTessera': 'Tessera にはありません',
  'error.notFoundTitle': 'ページが見つかりませんでした',
  'error.notFoundMessage': 'リンクが壊れているか、ページが削除された可能性があります。',
  'error.title': '問題が発生しました',
  'error.message':
    'このページの表示中に Tessera で問題が発生しました。しばらくしてからもう一度お試しください。',
  'error.messageDoing':
    'Tessera で問題が発生しました（{doing}）。しばらくしてからもう一度お試しください。',
  'meta.notFound': 'ページが見つかりません',
  'meta.error': '問題が発生しました',
  'header.search': '検索',
  'header.searchOf': '{name} を検索',
  'header.clearSearch': '検索をクリア',
  'header.exploreCategories': 'カテゴリを見る',
  'header.loadingCategories': 'カテゴリを読み込み中…',
  'header.categoriesFailed': 'カテゴリを読み込めませんでした。',
  'header.allIdeas': 'すべてのアイデア',
  'header.videos': '動画',
  'header.createPin': 'ピンを作成',
  'header.createCollage': 'コラージュを作成',
  'header.createBoard': 'ボードを作成',
  'header.notifications': 'お知らせ',
  'header.loadingNotifications': 'お知らせを読み込み中',
  'header.messages': 'メッセージ',
  'header.inbox': '受信トレイ',
  'header.loadingMessages': 'メッセージを読み込み中',
  'header.invites': '招待',
  'header.invitesWaiting': '{count, plural, other {招待、# 件が返事を待っています}}',
  'ui.showPassword': 'パスワードを表示',
  'ui.hidePassword': 'パスワードを隠す',
  'consent.title': '{name} の Cookie',
  'consent.text':
    '{name} は、ログイン状態を保つものなど、動作に必要な Cookie を使用します。許可をいただいた場合は、{name} の利用状況の測定、関連性の高い広告の表示、表示内容のパーソナライズにも Cookie を使用します。選択は設定からいつでも変更できます。',
  'consent.acceptAll': 'すべて許可',
  'consent.rejectAll': 'すべて拒否',
  'consent.choose': '自分で選ぶ',
  'consent.settingsTitle': 'Cookie の設定',
  'consent.settingsLead':
    '{name} は、ログイン状態を保つものなど、動作に必要な Cookie を常に使用します。それ以外に使用してよいものを選んでください。',
  'consent.save': '保存',
  'auth.logInTitle': '{name} にログイン',
  'auth.logInSubtitle': 'おかえりなさい。新しいアイデアを見つけましょう。',
  'auth.emailOrUsername': 'メールアドレスまたはユーザー名',
  'auth.email': 'メールアドレス',
  'auth.password': 'パスワード',
  'auth.forgotPassword': 'パスワードをお忘れですか？',
  'auth.notMemberYet': '{name} は初めてですか？',
  'auth.alreadyMember': 'すでにメンバーですか？',
  'auth.passwordHint': '8～128 文字。よく使われるパスワードやユーザー名は避けてください。',
  'auth.firstName': '名',
  'auth.username': 'ユーザー名',
  'auth.usernameHint':
    '英字、数字、アンダースコアで 3～30 文字。プロフィールは /ユーザー名/ になります。',
  'auth.reason': '参加したい理由を教えてください',
  'auth.reasonHint': '管理者がリクエストを承認する前にこれを読みます。',
  'auth.sendRequest': 'リクエストを送信',
  'auth.continue': '続ける',
  'auth.welcomeTo': '{name} へようこそ',
  'auth.findIdeas': '新しいアイデアを見つけましょう',
  'auth.askToJoin': '参加をリクエスト',
  'auth.requestSent': 'リクエストを送信しました',
  'auth.closedTitle': '登録は締め切られています',
  'auth.inviteTitle': '登録は招待制です',
  'auth.invited': '招待されています。アカウントを作成してください。',
  'auth.charactersLeft': '{count, plural, other {残り # 文字}}',
  'signup.howToJoin': '参加方法',
  'signup.firstAccount': '最初のアカウント',
  'signup.modeLine':
    '登録：{mode, select, open {オープン} approval {承認制} invite {招待制} other {締め切り}}',
  'signup.help.open': '誰でもアカウントを作成できます。',
  'signup.help.approval':
    '参加したい理由を管理者に伝えてください。リクエストは管理者の判断を待ち、決定するとメールでお知らせします。',
  'signup.help.invite':
    'アカウントを作成するには、管理者またはメンバーからの招待リンクが必要です。',
  'signup.help.closed':
    'このインスタンスは新しいアカウントを受け付けていません。受け付けるべきだと思う場合は、管理者にお問い合わせください（「について」を参照）。',
  'signup.inviteInvalid':
    'この招待リンクは期限切れ、使用済み、または取り消されています。新しいリンクを依頼してください。',
  'signup.firstAdmin':
    'このインスタンスにはまだ管理者がいません。今作成するアカウントが管理者になります。',
  'signup.firstAdminNamed':
    'このインスタンスにはまだ管理者がいません。{username} という名前のアカウントが管理者になります。',
  'language.title': '言語',
  'language.hint': '{name} で使う言語です。選ばない場合はブラウザの設定に従います。',
  'language.auto': 'ブラウザに合わせる',
  'language.save': '言語を保存',
  'language.saved': '保存しました。{name} は {language} で表示されます。',
  'language.unknown': 'リストの言語から選んでください。',
  'language.instanceDefault': 'デフォルトの言語',
  'language.instanceHint': 'ブラウザが {name} の言語をどれも求めない訪問者と、メールに使います。',
  'consent.analytics': '分析',
  'consent.analyticsHint':
    'アクセス数を数え、表示が遅いページやあまり使われていないページを調べて、Tessera の改善に役立てます。',
  'consent.marketing': 'マーケティング',
  'consent.marketingHint':
    'Tessera 内外の広告の効果を測定し、あなたの好みに合った広告を表示します。',
  'consent.personalization': 'パーソナライズ',
  'consent.personalizationHint':
    '保存したものや見たものをもとに、ホームフィードやおすすめを調整します。',
  'ui.characters': '文字',
  'ui.cancel': 'キャンセル',
  'ui.failed': 'エラーが発生しました。もう一度お試しください。',
  'ui.unreachable': 'Tessera に接続できませんでした。接続を確認して、もう一度お試しください。',
  'ui.noFile': 'ファイルが選択されていません',
  ...jaSettings,
  ...jaMessages,
  ...jaBoards,
  ...jaDiscovery,
  ...jaCloseup,
  ...jaAdmin,
  ...jaGuidelines,
  ...jaMail,
  ...jaErrorsAccounts,
  ...jaErrorsContent,
  ...jaErrorsWeb,
  ...jaRules,
  ...jaAuthoring,
  ...jaPwa,
  ...jaRulesContent,
};
