import type { GuidelinesMessageId } from './en.ts';

/** Japanese: the community guidelines page's texts (decision 064), part of ja.ts. */
export const jaGuidelines: Record<GuidelinesMessageId, string> = {
  'guidelines.title': 'コミュニティガイドライン',
  'guidelines.description':
    'Tessera にふさわしいもの、ふさわしくないもの：安全、嫌がらせ、スパム、知的財産、成人向けコンテンツ、そして報告の方法。',
  'guidelines.lead':
    'Tessera は、アイデアを見つけて、気に入ったものを保存しておく場所です。このガイドラインは、誰もが安心して見て、保存して、共有できるように、ここにふさわしいもの、ふさわしくないものを定めています。ピン、ボード、プロフィール、コメント、ピンのリンク先など、この Tessera 上のすべてに適用されます。',
  'guidelines.runBy':
    'この Tessera は、ホストしている人たちによって運営されています。運営者はこのガイドラインを管理し、報告を読み、何を掲載し続けるかを判断します。ガイドラインに違反するものがあれば、削除したり、表示される範囲を制限したり、投稿したアカウントを閉鎖したりすることがあります。',
  'guidelines.onThisPage': 'このページの内容',
  'guidelines.section.safety': '安全',
  'guidelines.section.harassment': '嫌がらせ',
  'guidelines.section.spam': 'スパム',
  'guidelines.section.intellectualProperty': '知的財産',
  'guidelines.section.adultContent': '成人向けコンテンツ',
  'guidelines.section.reporting': '報告',
  'guidelines.safety.intro':
    '人々の安全を守りましょう。暴力、自傷行為、危険な行為を脅かしたり、助長したり、美化したりするコンテンツや、憎悪や暴力を広める団体のコンテンツは削除します。',
  'guidelines.safety.threats': '個人や集団に対する暴力の脅迫は禁止です。',
  'guidelines.safety.selfHarm':
    '自傷行為、自殺、摂食障害を助長するコンテンツは禁止です。回復、支援、ウェルビーイングに関するアイデアは歓迎します。',
  'guidelines.safety.dangerousGoods': '武器、薬物、その他の危険物の作り方の説明や販売は禁止です。',
  'guidelines.safety.misinformation': '人々や公衆衛生に実害を及ぼすおそれのある誤情報は禁止です。',
  'guidelines.harassment.intro':
    '相手に敬意を払いましょう。意見が違うのはかまいませんが、誰かを標的にするのはいけません。人を侮辱したり、辱めたり、脅したり、さらしたりするコンテンツは削除します。',
  'guidelines.harassment.bullying': '誰かに向けたいじめ、侮辱、望まれない性的な発言は禁止です。',
  'guidelines.harassment.hate':
    'ヘイトスピーチは禁止です。人をその属性を理由に攻撃してはいけません。',
  'guidelines.harassment.privateInfo':
    '住所、電話番号、プライベートな写真など、他人の個人情報を本人の同意なく共有することは禁止です。',
  'guidelines.harassment.impersonation':
    '他人を欺くために、別の人物や組織になりすますことは禁止です。',
  'guidelines.spam.intro':
    'スパムは Tessera をすべての人にとって使いにくくします。同じ内容を繰り返したり、誤解を招いたりするピンを投稿しないでください。偽のアカウントや自動化ツールを使って大量に保存、フォロー、コメントしないでください。リンク先を偽らないでください。',
  'guidelines.spam.blocked':
    'Tessera は、スパム、詐欺、マルウェア、成人向けコンテンツとして報告されたサイトのリストを管理しています。ピンがそうしたサイトにリンクしている場合、Tessera はリンクをブロックします。サイトを開く代わりに、リンクがブロックされていることとその理由を伝える「{headsUp}」というメッセージを表示します。その他のサイトへのリンクは通常どおり開きます。',
  'guidelines.spam.headsUp': 'ご注意ください',
  'guidelines.spam.report':
    'スパムや、あなたの情報を盗もうとするサイトにつながるピンを見つけたら、そのピンを報告してください（{reporting}を参照）。この Tessera の運営者が報告を確認し、有害なサイトをリストに追加します。',
  'guidelines.ip.intro':
    '他の人の作品を尊重しましょう。アイデアは作者を明記して保存・共有し、ピンには元のリンクを付けてください。',
  'guidelines.ip.upload':
    'アップロードするのは、自分で作成した、または共有する権利のある画像と動画だけにしてください。',
  'guidelines.ip.source':
    '他の人のアイデアを保存するときは、元のソースへのリンクを残してください。',
  'guidelines.ip.counterfeit': '偽造品を販売したり宣伝したりしないでください。',
  'guidelines.ip.report':
    'ピンがあなたの作品を無断で使用していると思われる場合は、どの作品かを明記して報告してください。この Tessera の運営者が調査し、権利を侵害していれば削除します。',
  'guidelines.adult.intro':
    'Tessera はポルノや性的に露骨なコンテンツのための場所ではありません。そうしたコンテンツは削除し、成人向けサイトへのリンクは Tessera がブロックします。ヌードを含む芸術的、教育的、健康に関するコンテンツは、性的なものでなければ残すことができます。',
  'guidelines.adult.minors':
    '未成年者を性的に扱うコンテンツは決して許可されません。削除され、アカウントは閉鎖され、当局に通報されることがあります。',
  'guidelines.reporting.how':
    'この Tessera の安全を守るために、あなたの協力が必要です。ガイドラインに違反するものを見つけたら報告してください。ピンのメニュー（{menu} ボタン）を開いて「{reportPin}」を選び、最も当てはまる理由を選択します。報告は非公開です。ピンを投稿した人に、誰が報告したかは伝えられません。',
  'guidelines.reporting.reportPin': 'ピンを報告',
  'guidelines.reporting.review':
    '報告されたコンテンツは、この Tessera の運営者が確認します。あなたのコンテンツが削除され、それが間違いだと思う場合は、運営者に連絡して再確認を依頼してください。',
};
