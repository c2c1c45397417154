import type { RulesContentMessageId } from './en.ts';

/** Arabic: the words domain rules decide (decision 064). */
export const arRulesContent: Record<RulesContentMessageId, string> = {
  'absent.notPart': 'ليس جزءًا من Tessera',
  'absent.noAds': 'لا إعلانات',
  'absent.adTools':
    'لا يمارس Tessera أي نشاط إعلاني: لا أحد يشتري مساحات إعلانية على هذا الخادم، لذا لا توجد حسابات إعلانية أو حملات أو جماهير أو فواتير لإدارتها.',
  'absent.businessManager':
    'مدير الأعمال (الوصول المشترك والتسلسلات الهرمية والكتالوجات وأمان العلامة التجارية للفرق التي تدير حسابات إعلانية) يتبع منصة إعلانات مستضافة. في Tessera، حساب الأعمال هو حساب شخص واحد مع إحصاءات دبابيسه.',
  'absent.emailSurveys': 'لا استطلاعات بالبريد الإلكتروني',
  'absent.emailSurveysWhy': 'لا يرسل Tessera استطلاعات بالبريد الإلكتروني.',
  'absent.emailVerification': 'لا روابط للتحقق من البريد الإلكتروني',
  'absent.emailVerificationWhy':
    'لا يرسل Tessera روابط للتحقق من عنوان البريد الإلكتروني، لذا لا يوجد تحقق يمكن أن يكون قد فشل. يُستخدم بريدك الإلكتروني لإعادة تعيين كلمة المرور.',
  'absent.appeals': 'لا طعون',
  'absent.appealsWhy':
    'يزيل القائمون على هذا الخادم الدبابيس بعد الإبلاغ عنها. لا يوجد نموذج للطعن: تواصل معهم مباشرة.',
  'absent.ageChecks': 'لا تحقق من العمر',
  'absent.ageChecksWhy': 'لا يتحقق Tessera من الأعمار، لذا لا يوجد ما يُطعن فيه.',
  'absent.appSignIn': 'لا تسجيل دخول للتطبيقات',
  'absent.appSignInWhy':
    'مصنع التطبيقات من Pinterest ليس جزءًا من Tessera؛ تسجّل التطبيقات الدخول عبر ‎/oauth/‎ (OAuth 2.0).',
  'absent.liveStudio': 'لا استوديو للبث المباشر',
  'absent.liveStudioWhy':
    'لا يوجد في Tessera فيديو مباشر: يمكن أن تحتوي الدبابيس على مقاطع فيديو، وتصنعها في أداة إنشاء الدبوس.',
  'errors.shopping.minPrice': 'يجب أن يكون أدنى سعر سعرًا مثل 25 أو 19.99.',
  'errors.shopping.maxPrice': 'يجب أن يكون أعلى سعر سعرًا مثل 25 أو 19.99.',
  'errors.shopping.minAboveMax': 'أدنى سعر أعلى من أعلى سعر.',
  'errors.shopping.flags': 'تأخذ in_stock وfree_shipping القيمة 1 (تشغيل) أو 0 (إيقاف).',
  'errors.shopping.brandTooLong': 'اسم العلامة التجارية هذا طويل جدًا.',
  'errors.shopping.sortBy': 'رتّب حسب أحد ما يلي: {name}.',
  'errors.pins.titleTooLong': 'يمكن أن يتكوّن العنوان من {max} حرفًا على الأكثر.',
  'errors.pins.descriptionTooLong': 'يمكن أن يتكوّن الوصف من {max} حرفًا على الأكثر.',
  'errors.pins.altTextTooLong': 'يمكن أن يتكوّن النص البديل من {max} حرفًا على الأكثر.',
  'errors.pins.linkTooLong': 'يمكن أن يتكوّن الرابط من {max} حرفًا على الأكثر.',
  'errors.pins.linkNotWeb': 'أدخل عنوان ويب يبدأ بـ http://‎ أو https://‎.',
  'errors.comments.empty': 'اكتب تعليقًا أولًا.',
  'errors.comments.tooLong': 'يمكن أن يتكوّن التعليق من {max} حرفًا على الأكثر.',
  'ideas.unknownTopic': 'هذا الموضوع غير معروف. أعد تحميل الصفحة وحاول مرة أخرى.',
  'admin.domains.defaultBlocked':
    'يؤدي هذا الرابط إلى موقع أُبلغ عنه بسبب رسائل مزعجة أو محتوى ضار، لذا لا يفتحه Tessera.',
  'admin.domains.defaultSuspicious':
    'يبدو هذا الرابط مريبًا: قد يؤدي إلى رسائل مزعجة، أو إلى موقع يحاول الحصول على بياناتك.',
  'admin.domains.defaultPorn': 'يؤدي هذا الرابط إلى محتوى للبالغين، ولا يضع Tessera روابط إليه.',
  'boards.problem.nameEmpty': 'لا يمكن أن يكون اسم اللوحة فارغًا.',
  'boards.problem.nameTooLong': 'يمكن أن يتكوّن اسم اللوحة من {max} حرفًا على الأكثر.',
  'boards.problem.descriptionEmpty': 'لا يمكن أن يكون الوصف فارغًا.',
  'boards.problem.descriptionTooLong': 'يمكن أن يتكوّن الوصف من {max} حرفًا على الأكثر.',
  'boards.problem.sectionTitleEmpty': 'لا يمكن أن يكون اسم القسم فارغًا.',
  'boards.problem.sectionTitleTooLong': 'يمكن أن يتكوّن اسم القسم من {max} حرفًا على الأكثر.',
  'builder.noPictureFromSite':
    'لم يحدّد الموقع الصورة التي يجب حفظها. أضفها هنا: ارفعها أو الصق عنوانها.',
  'consent.savedToast':
    'حفظنا تفضيلاتك بشأن ملفات تعريف الارتباط. يمكنك تغييرها في أي وقت من قسم الإعدادات في ملفك الشخصي.',
  'consent.notSaved': 'لم يُحفظ اختيارك. يُرجى المحاولة مرة أخرى.',
  'pages.email.allLabel': 'جميع الإشعارات',
  'analytics.csv.pinId': 'معرّف الدبوس',
  'analytics.csv.title': 'العنوان',
  'analytics.csv.pinUrl': 'رابط الدبوس',
  'analytics.csv.from': 'من',
  'analytics.csv.to': 'إلى',
  'pins.altContains': 'يحتوي على: {text}',
  'pins.altMayContain': 'قد يحتوي على: {text}',
  'pins.altImageOf': 'يحتوي على صورة لـ: {text}',
  'pins.linkVideo': '{name}، فيديو {time}',
  'pins.linkGif': '{name}، صورة GIF',
  'closeup.shopTheLook': 'تسوّق هذا المظهر',
};
