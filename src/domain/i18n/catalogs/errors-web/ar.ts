import type { ErrorsWebMessageId } from './en.ts';

/** Arabic: fetching, picture and request errors (decision 064), part of ar.ts. */
export const arErrorsWeb: Record<ErrorsWebMessageId, string> = {
  'errors.fetch.pictureAddress': 'أدخل العنوان الكامل لصورة، مثل https://…',
  'errors.fetch.httpOnly': 'يمكن استخدام عناوين http وhttps فقط.',
  'errors.fetch.blocked': 'لا يستطيع Tessera جلب الصور من هذا العنوان.',
  'errors.fetch.noSuchSite': 'لم يتمكن Tessera من العثور على هذا الموقع.',
  'errors.fetch.pictureTooBig': 'هذه الصورة كبيرة جدًا. استخدم صورة أصغر من 20 ميغابايت.',
  'errors.fetch.pictureTimeout': 'استغرق هذا الموقع وقتًا طويلًا جدًا لإرسال الصورة.',
  'errors.fetch.noPicture': 'لم يتمكن Tessera من الحصول على صورة من هذا العنوان.',
  'errors.fetch.noPictureStatus':
    'لم يتمكن Tessera من الحصول على صورة من هذا العنوان (أجاب الموقع بـ {status}).',
  'errors.fetch.tooManyRedirects': 'هذا العنوان يعيد التوجيه مرات كثيرة جدًا.',
  'errors.fetch.pageAddress': 'أدخل العنوان الكامل لصفحة، مثل https://…',
  'errors.fetch.pageBlocked': 'لا يستطيع Tessera فتح الصفحات على هذا العنوان.',
  'errors.fetch.pageUnreachable': 'لم يتمكن Tessera من فتح هذه الصفحة.',
  'errors.fetch.pageStatus': 'لم يتمكن Tessera من فتح هذه الصفحة (أجاب الموقع بـ {status}).',
  'errors.fetch.pageTooBig': 'هذه الصفحة أكبر من أن تُقرأ (أكثر من 2 ميغابايت).',
  'errors.fetch.pageTimeout': 'استغرق هذا الموقع وقتًا طويلًا جدًا للرد.',
  'errors.fetch.notHtml':
    'هذا العنوان ليس صفحة ويب (ليس HTML). لحفظ صورة بعينها، الصق عنوانها تحت «أو احفظ من عنوان URL».',
  'errors.fetch.notJson': 'لم يُجب هذا العنوان كواجهة برمجة (ليس JSON).',
  'errors.fetch.badJson': 'أجاب هذا العنوان بـ JSON لا يستطيع Tessera قراءته.',
  'errors.images.unsupportedFormat':
    'لا يستطيع Tessera استخدام صور {format} (استخدم JPEG أو PNG أو WebP أو GIF أو AVIF).',
  'errors.images.heicUnreadable': 'تعذّرت قراءة صورة HEIC هذه.',
  'errors.images.heicEmpty': 'لا يحتوي ملف HEIC هذا على صورة.',
  'errors.images.heicTooManyPixels':
    'صورة HEIC هذه بحجم {width} × {height} بكسل، أكثر مما يُسمح به للصورة.',
  'errors.comments.tooFast': 'أنت تعلّق بسرعة كبيرة. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  'errors.feedback.tooManyReports': 'لقد أرسلت بلاغات كثيرة في وقت قصير. يُرجى المحاولة لاحقًا.',
  'errors.page.badAddressTitle': 'عنوان غير صالح',
  'errors.page.badEscape': 'يحتوي هذا العنوان على ترميز % معطوب.',
  'errors.page.addressProblem':
    'هذا العنوان {problem, select, lone_surrogate {يحتوي على حرف غير صالح (بديل منفرد)} other {يحتوي على حرف تحكم}}.',
  'errors.page.parameterProblem':
    'المعامل «{name}» {problem, select, lone_surrogate {يحتوي على حرف غير صالح (بديل منفرد)} other {يحتوي على حرف تحكم (يُسمح فقط بعلامات الجدولة وفواصل الأسطر)}}.',
  'errors.page.methodTitle': 'الطريقة غير مسموح بها',
  'errors.page.method': 'تقبل هذه الصفحة {allow}، وليس {method}.',
  'errors.page.notFormTitle': 'ليس نموذجًا',
  'errors.page.notForm':
    'تقبل الصفحات إرسال النماذج (application/x-www-form-urlencoded أو multipart/form-data).',
  'errors.page.tooLargeTitle': 'كبير جدًا',
  'errors.page.tooLarge': 'أرسل هذا النموذج أكثر من {mb} ميغابايت، وهو أكثر مما تقبله هذه الصفحة.',
  'errors.page.cutOffTitle': 'نموذج غير مكتمل',
  'errors.page.cutOff': 'انقطع النموذج قبل اكتماله.',
  'errors.page.malformedTitle': 'نموذج تالف',
  'errors.page.malformed': 'تعذّرت قراءة هذا النموذج.',
  'errors.page.malformedMultipart':
    'تعذّرت قراءة هذا النموذج: محتوى multipart تالف (الحد الفاصل مفقود أو خاطئ، أو المحتوى مقطوع).',
  'errors.page.checkFormTitle': 'تحقق من النموذج',
  'errors.page.fieldProblem':
    'الحقل «{name}» {problem, select, lone_surrogate {يحتوي على حرف غير صالح (بديل منفرد)} other {يحتوي على حرف تحكم (يُسمح فقط بعلامات الجدولة وفواصل الأسطر)}}.',
  'errors.page.refusedTitle': 'مرفوض',
  'errors.page.badRequestTitle': 'طلب غير صالح',
  'errors.page.badHost': 'ترويسة Host ليست مضيفًا صالحًا.',
  'errors.page.goHome': 'انتقل إلى موجز الصفحة الرئيسية',
  'errors.api.boardIdOrSlug': 'أدخل board_id، أو username وslug.',
  'errors.api.liveLogIn': 'سجّل الدخول لتلقي التحديثات المباشرة.',
  'errors.api.liveAge': 'يجب أن يكون عددًا صحيحًا من أجزاء الألف من الثانية، بتسعة أرقام على الأكثر.',
  'server.embed.viewOn': 'اعرضه على Tessera',
  'server.embed.unavailable': 'هذا الدبوس غير متاح.',
  'errors.images.storeDown':
    'مخزن الصور لا يستجيب، لذا لا يمكن حفظ الصور أو عرضها الآن. حاول مرة أخرى بعد قليل.',
  'errors.images.notAnImage':
    'هذا الملف ليس صورة يستطيع Tessera قراءتها (استخدم JPEG أو PNG أو WebP أو GIF أو AVIF).',
  'errors.images.tooManyPixels': 'الصورة كبيرة جدًا: {megapixels, number} ميغابكسل على الأكثر.',
  'errors.images.tooLarge': 'الصورة أكبر من {mb, number} ميغابايت.',
  'errors.forms.unknown': 'هذا النموذج غير معروف.',
  'errors.forms.emailMode': 'اختر كيف تصلك رسائل البريد الإلكتروني.',
  'server.home.description': 'اكتشف الأفكار، واحفظ ما تحبه منها، وشاركها على {name}.',
  'errors.oauth.unknownApp': 'هذا التطبيق غير مسجّل في Tessera.',
  'errors.oauth.unregisteredRedirect':
    'أرسل التطبيق عنوان redirect_uri لم يسجّله، لذا لن يرسلك Tessera إليه.',
  'errors.imports.noSuchImport': 'لا يوجد استيراد كهذا لك.',
  'errors.imports.noneUnderWay': 'لا يوجد استيراد لك قيد التنفيذ.',
  'errors.collages.seePrompt': 'سجّل الدخول لرؤية الكولاجات الخاصة بك',
  'errors.boards.invitesPrompt': 'سجّل الدخول لرؤية دعواتك',
  'errors.ideas.topicsPrompt': 'سجّل الدخول لاختيار مواضيعك',
};
