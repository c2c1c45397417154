import type { RulesContentMessageId } from './en.ts';

/** Japanese: the words domain rules decide (decision 064). */
export const jaRulesContent: Record<RulesContentMessageId, string> = {
  'absent.notPart': 'Tessera にはありません',
  'absent.noAds': '広告はありません',
  'absent.adTools':
    'Tessera には広告事業がありません。このサーバーで広告枠を購入する人はいないため、管理する広告アカウント、キャンペーン、オーディエンス、請求書はありません。',
  'absent.businessManager':
    'ビジネスマネージャー（広告アカウントを運用するチームのための共有アクセス、階層、カタログ、ブランドセーフティ）は、ホスト型の広告プラットフォームの機能です。Tessera のビジネスアカウントは、ピンの統計を見られる 1 人のアカウントです。',
  'absent.emailSurveys': 'メールでのアンケートはありません',
  'absent.emailSurveysWhy': 'Tessera はメールでアンケートを送りません。',
  'absent.emailVerification': 'メール確認リンクはありません',
  'absent.emailVerificationWhy':
    'Tessera はメールアドレスを確認するリンクを送らないため、失敗する確認もありません。メールアドレスはパスワードの再設定に使われます。',
  'absent.appeals': '異議申し立てはありません',
  'absent.appealsWhy':
    'このサーバーのピンは、報告を受けて運営者が削除します。異議申し立てのフォームはありません。運営者に直接お問い合わせください。',
  'absent.ageChecks': '年齢確認はありません',
  'absent.ageChecksWhy': 'Tessera は年齢を確認しないため、異議を申し立てることはありません。',
  'absent.appSignIn': 'アプリのサインインはありません',
  'absent.appSignInWhy':
    'Pinterest のアプリファクトリーは Tessera にはありません。アプリは /oauth/（OAuth 2.0）でサインインします。',
  'absent.liveStudio': 'ライブスタジオはありません',
  'absent.liveStudioWhy':
    'Tessera にライブ動画はありません。ピンには動画を含めることができ、ピン作成ツールで作成します。',
  'errors.shopping.minPrice': '最低価格は 25 や 19.99 のような価格にしてください。',
  'errors.shopping.maxPrice': '最高価格は 25 や 19.99 のような価格にしてください。',
  'errors.shopping.minAboveMax': '最低価格が最高価格を上回っています。',
  'errors.shopping.flags': 'in_stock と free_shipping には 1（オン）か 0（オフ）を指定します。',
  'errors.shopping.brandTooLong': 'ブランド名が長すぎます。',
  'errors.shopping.sortBy': '並べ替えは次のいずれかにしてください：{name}。',
  'errors.pins.titleTooLong': 'タイトルは {max} 文字以内にしてください。',
  'errors.pins.descriptionTooLong': '説明は {max} 文字以内にしてください。',
  'errors.pins.altTextTooLong': '代替テキストは {max} 文字以内にしてください。',
  'errors.pins.linkTooLong': 'リンクは {max} 文字以内にしてください。',
  'errors.pins.linkNotWeb': 'http:// または https:// で始まるウェブアドレスを入力してください。',
  'errors.comments.empty': 'まずコメントを入力してください。',
  'errors.comments.tooLong': 'コメントは {max} 文字以内にしてください。',
  'ideas.unknownTopic': 'そのトピックは不明です。ページを再読み込みしてもう一度お試しください。',
  'admin.domains.defaultBlocked':
    'このリンク先のサイトはスパムまたは有害なコンテンツとして報告されているため、Tessera では開きません。',
  'admin.domains.defaultSuspicious':
    'このリンクは不審です。スパムや、あなたの情報を盗もうとするサイトにつながる可能性があります。',
  'admin.domains.defaultPorn':
    'このリンク先は成人向けコンテンツのため、Tessera ではリンクしていません。',
  'boards.problem.nameEmpty': 'ボード名を入力してください。',
  'boards.problem.nameTooLong': 'ボード名は {max} 文字以内にしてください。',
  'boards.problem.descriptionEmpty': '説明を入力してください。',
  'boards.problem.descriptionTooLong': '説明は {max} 文字以内にしてください。',
  'boards.problem.sectionTitleEmpty': 'セクション名を入力してください。',
  'boards.problem.sectionTitleTooLong': 'セクション名は {max} 文字以内にしてください。',
  'builder.noPictureFromSite':
    'サイトから保存する画像が指定されませんでした。ここで追加してください：アップロードするか、画像のアドレスを貼り付けます。',
  'consent.savedToast':
    'Cookie の設定を保存しました。プロフィールの設定セクションでいつでも変更できます。',
  'consent.notSaved': '選択内容を保存できませんでした。もう一度お試しください。',
  'pages.email.allLabel': 'すべての通知',
  'analytics.csv.pinId': 'ピン ID',
  'analytics.csv.title': 'タイトル',
  'analytics.csv.pinUrl': 'ピンの URL',
  'analytics.csv.from': '開始日',
  'analytics.csv.to': '終了日',
  'pins.altContains': '内容：{text}',
  'pins.altMayContain': '含まれている可能性があるもの：{text}',
  'pins.altImageOf': '{text} の画像',
  'pins.linkVideo': '{name}、動画 {time}',
  'pins.linkGif': '{name}、GIF',
  'closeup.shopTheLook': 'このルックを購入',
};
