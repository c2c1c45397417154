import type { AuthoringMessageId } from './en.ts';

/** Arabic: the authoring tools', import parsers' and API schemas' words (decision 064), part of ar.ts. */
export const arAuthoring: Record<AuthoringMessageId, string> = {
  // a tooltip's {boardName} without a board (core: the home page's experiences)
  'exp.yourBoard': 'لوحتك',
  'exp.preview.noRenderer': 'لا يوجد عارض لهذا النوع من التجارب بعد.',
  'exp.preview.show': 'اعرضها',
  'exp.preview.again': 'اعرضها مرة أخرى',
  'exp.preview.completed': 'اكتملت.',
  'exp.preview.dismissed': 'أُغلقت.',
  // why an experience cannot be drawn (renderProblem)
  'admin.expProblem.neverShown': 'لا تُعرض الرسالة 1 أبدًا.',
  'admin.expProblem.searchDelight': 'تحتاج مفاجأة البحث إلى search_query_list الخاصة بها.',
  'admin.expProblem.heroText':
    '{display, select, hero {يحتاج الشريط الرئيسي إلى نصه.} other {تحتاج اللوحة المنبثقة إلى نصها.}}',
  'admin.expProblem.type0': 'لا يمكن عرض النوع 0.',
  'admin.expProblem.modal': 'تحتاج النافذة المنبثقة إلى عنوان ونص ونص زر الإكمال.',
  'admin.expProblem.upsell': "يحتاج شريط الترقية إلى النوع 'upsell' وإلى رسالة.",
  'admin.expProblem.callout':
    'يحتاج التنبيه إلى نوع معروف (error-callout أو info-callout أو warning-callout أو upsell) وإلى رسالة.',
  'admin.expProblem.metricsBanner':
    'يحتاج شريط المقاييس إلى زرين على الأقل وإلى title_text وsubtitle_text.',
  'admin.expProblem.surveyLink': 'يحتاج الاستبيان إلى رابطه.',
  'admin.expProblem.popoverAnchor': 'تحتاج النافذة التعليمية المنبثقة إلى نقطة ارتكاز.',
  'admin.expProblem.popoverAnchorMissing': 'نقطة ارتكاز النافذة المنبثقة ليست في هذه الصفحة.',
  'admin.expProblem.popoverText': 'تحتاج النافذة التعليمية المنبثقة إلى نص.',
  'admin.expProblem.tooltipAnchor': 'يحتاج التلميح إلى نقطة ارتكاز.',
  'admin.expProblem.tooltipAnchorMissing': 'نقطة ارتكاز التلميح ليست في هذه الصفحة.',
  'admin.expProblem.toastText': 'يحتاج الإشعار العابر إلى نصه.',
  'admin.expProblem.unknownType': 'النوع {type} ليس نوع رسالة معروفًا.',
  // an experience as an author writes it
  'errors.experiences.link': 'يجب أن يكون الرابط مسارًا في هذا الموقع (يبدأ بـ /) أو عنوان http(s).',
  'errors.experiences.anchor': 'نقطة الارتكاز محدِّد CSS مثل [data-anchor="save"].',
  'errors.experiences.countries': 'تُكتب البلدان بحرفين كبيرين، مثل US.',
  'errors.experiences.locales': 'تُكتب اللغات مثل en أو en-GB.',
  'errors.experiences.placedKey': "كل إدخال على الشكل 'placement:experience'.",
  'errors.experiences.name': 'أعطِ الرسالة اسمًا.',
  'errors.experiences.unknownType': 'نوع رسالة غير معروف.',
  'errors.experiences.placements': 'اختر موضعًا واحدًا على الأقل.',
  'errors.experiences.endAfterStart': 'يجب أن تأتي النهاية بعد البداية.',
  'errors.experiences.extraContextKeys': 'يحتوي extra_context على 20 مفتاحًا على الأكثر.',
  'errors.experiences.extraContextJson': 'extra_context ليس JSON صالحًا.',
  'errors.experiences.logInToAuthor': 'سجّل الدخول لكتابة الرسائل',
  'errors.experiences.wholeExperience': '(الرسالة)',
  'errors.experiences.noExperience': 'لا توجد رسالة {id}.',
  'errors.experiences.idTaken':
    'توجد رسالة بالمعرّف {id} بالفعل: اختر معرّفًا آخر، أو عدّل تلك الرسالة.',
  'errors.experiences.exists': 'هذه الرسالة موجودة بالفعل.',
  'errors.experiences.idFixed': 'لا يمكن تغيير معرّف الرسالة.',
  'errors.experiences.badState': 'يجب أن تكون الحالة active أو paused أو draft.',
  'errors.experiences.cannotActivate': 'لا يمكن تفعيلها: {why}',
  'errors.experiences.notAList': 'يجب أن يحتوي الملف على قائمة JSON ([ … ]) من الرسائل.',
  'errors.experiences.item': 'العنصر {index}',
  'errors.experiences.itemNamed': 'العنصر {index} («{name}»)',
  'errors.experiences.idTwice': 'المعرّف {id} هو أيضًا معرّف العنصر {first}.',
  'errors.experiences.wholeItem': '(العنصر)',
  // the domain safety list
  'errors.domains.notADomainHint':
    '"{host}" ليس نطاقًا: أدخل اسم مضيف مثل spam.example، أو عنوان IP.',
  'errors.domains.notADomain': '"{host}" ليس نطاقًا.',
  'errors.domains.badStatus': 'يجب أن تكون الحالة blocked أو suspicious أو porn.',
  'errors.domains.messageTooLong': 'يجب ألا تزيد الرسالة على {max} حرف.',
  // Today's articles
  'errors.today.logIn': 'سجّل الدخول لكتابة المقالات',
  'errors.today.titleTooLong': 'لا يزيد العنوان على {maximum} حرف.',
  'errors.today.subtitleTooLong': 'لا يزيد العنوان الفرعي على {maximum} حرف.',
  'errors.today.bodyTooLong': 'لا يزيد النص على {maximum} حرف.',
  'errors.today.titleRequired': 'العنوان مطلوب.',
  'errors.today.chooseKind': 'اختر أحد الأنواع.',
  // the import parsers and their files
  'errors.imports.sourceOneOf': 'يجب أن يكون source واحدًا من: {sources}',
  'errors.imports.tooLarge':
    'هذا الملف أكبر من {mb} ميغابايت، أي أكثر مما يحتويه تصدير من هذا النوع.',
  'errors.imports.notPinryData':
    'هذه ليست بيانات Pinry: احفظ ردود /api/v2/pins/ (و/api/v2/boards/) من خادمك بصيغة JSON، أو أدخل عنوانه ورمزًا مميزًا.',
  'errors.imports.notKarakeep':
    'هذا ليس تصدير Karakeep: يكتب Karakeep ملف JSON واحدًا فيه قائمة بالإشارات المرجعية (الإعدادات ← الاستيراد / التصدير ← تصدير الروابط والملاحظات).',
  'errors.imports.tesseraJsonNotOne':
    'ملف ZIP هذا ليس تصدير Tessera: ملف tessera.json فيه ليس منه.',
  'errors.imports.newerTessera':
    'صُنع هذا التصدير بإصدار من Tessera أحدث من هذا: حدّث هذا الخادم أولًا.',
  'errors.imports.pinterestNoPicture': 'لا يذكر صورة يستطيع Tessera جلبها.',
  'errors.imports.pinryPin': 'دبوس Pinry رقم {key}',
  'errors.imports.pinryNoPicture': 'لا يذكر دبوس Pinry هذا صورة يستطيع Tessera جلبها.',
  'errors.imports.aNote': 'ملاحظة',
  'errors.imports.karakeepNote': 'ملاحظة Karakeep نص فقط: لا صورة فيها لتثبيتها.',
  'errors.imports.aKarakeepBookmark': 'إشارة مرجعية من Karakeep',
  'errors.imports.karakeepAsset':
    'يُسقط تصدير Karakeep الصور والملفات التي خزّنها، لذلك لا يمكن نقل هذا العنصر.',
  'errors.imports.aKarakeepLink': 'رابط من Karakeep',
  'errors.imports.linkNotWeb':
    'هذا الرابط ليس صفحة ويب (عناوين http وhttps فقط يمكن أن تصبح دبابيس).',
  'errors.imports.aBookmark': 'إشارة مرجعية',
  'errors.imports.bookmarkNotWeb':
    'هذه الإشارة المرجعية ليست صفحة ويب (عناوين http وhttps فقط يمكن أن تصبح دبابيس).',
  'errors.imports.pinNumber': 'الدبوس {id}',
  'errors.imports.pictureNotInExport': 'صورته ليست في التصدير.',
  'errors.imports.notAPicture': 'هذا الملف ليس صورة، مع أن اسمه يقول ذلك.',
  'errors.imports.shaDiffers': 'صورته ليست التي صنعها التصدير (قيمة sha256 مختلفة).',
  // a ZIP refused before anything is unpacked (domain/imports/zip-entries.ts, imports/zip-file.ts)
  'errors.imports.zipRefused': 'رُفض ملف ZIP هذا: فهو يحتوي على {why}. لم يُستورد شيء.',
  'errors.imports.zipNul': 'اسم ملف فيه حرف NUL',
  'errors.imports.zipBackslash': 'مسار فيه شرطة مائلة عكسية ({name})',
  'errors.imports.zipAbsolute': 'مسار مطلق ({name})',
  'errors.imports.zipOutOfFolder': 'مسار يخرج من مجلده ({name})',
  'errors.imports.zipSymlink': 'رابط رمزي ({name})',
  'errors.imports.zipEntryTooBig': '{name} الذي يتجاوز {mb} ميغابايت بعد فك الضغط',
  'errors.imports.zipBomb': '{name} الذي يتجاوز حجمه بعد فك الضغط {ratio} ضعفًا',
  'errors.imports.zipTotal': 'أكثر من 2 غيغابايت بعد فك الضغط',
  // the import's run (services/imports/run.ts): its report, in its person's language
  'errors.imports.notFetched': 'تعذّر جلب الصورة: {why}',
  'errors.imports.notRead': 'تعذّرت قراءة الصورة: {why}',
  'errors.imports.haveLink': 'لديك دبوس بهذا الرابط بالفعل.',
  'errors.imports.havePicture': 'لديك دبوس بهذه الصورة بالفعل.',
  'errors.imports.pictureGone': 'لم تعد صورته محفوظة: استورد الملف مرة أخرى.',
  // the v5 API's parameters (api/v5/schemas.ts)
  'errors.v5.idDigits': 'المعرّفات أرقام.',
  // the API's own checks
  'errors.api.controlCharacter': 'يحتوي على حرف تحكم (المسموح فقط علامة الجدولة وفواصل الأسطر)',
  'errors.api.loneSurrogate': 'يحتوي على حرف غير صالح (بديل منفرد)',
  'errors.api.offsitePinId': 'يجب أن يكون pin_id معرّف دبوس.',
  'errors.api.offsiteUrl': 'يجب أن يكون url الرابط المطلوب فحصه.',
  'errors.api.offsiteTooLong': '{field} طويل جدًا.',
  'errors.collages.titleMax': 'يجب ألا يزيد على {maximum} حرف',
  'errors.collages.itemsMax': 'لا يمكن أن يحتوي الكولاج على أكثر من {maximum} قصاصة',
  // the API's schemas' own words (resource options: ids, pins, ideas, search, analytics)
  'errors.api.numericId': 'يجب أن يكون معرّفًا رقميًا',
  'errors.api.outOfRange': 'خارج النطاق',
  'errors.api.numericPlacementId': 'يجب أن يكون معرّف موضع رقميًا',
  'errors.api.interestSlug': 'يجب أن يكون الاسم المختصر لاهتمام',
  'errors.api.interestWhich': 'interest_id أو slug مطلوب',
  'errors.api.commentTooLong': 'طويل جدًا على تعليق',
  'errors.api.repinTitleMax': 'title: {maximum} حرف على الأكثر',
  'errors.api.repinDescriptionMax': 'description: {maximum} حرف على الأكثر',
  'errors.api.feedbackTypeOneOf': 'يجب أن يكون feedback_type واحدًا من: {options}.',
  'errors.api.reportReason': 'اختر أحد أسباب الإبلاغ عن هذا الدبوس.',
  'errors.api.daysOneOf': 'يجب أن يكون days واحدًا من: {options}',
  'errors.api.inviteWho': 'أدخل username أو invited_user_id للشخص الذي تريد دعوته.',
  'errors.api.searchSomething': 'اكتب شيئًا للبحث عنه',
  'errors.api.searchDeleteWhich': 'أدخل إما query (لإزالة بحث واحد) أو all: true (لمسح القائمة)',
  'errors.api.upToTime': 'up_to: أدخل وقت أحدث إشعار معروض.',
  'errors.api.adId': 'يجب أن يحتوي على حروف أو أرقام أو - أو _ فقط (64 على الأكثر).',
  'errors.api.sourceEventId': 'يجب أن يكون عددًا صحيحًا موجبًا من 64 بت.',
  'errors.api.destinationJson': 'يجب أن يكون قائمة JSON من المصادر.',
  'errors.api.destinationEmpty': 'يجب أن يذكر مصدرًا واحدًا على الأقل.',
  'errors.api.hostName': 'يجب أن يكون اسم مضيف.',
};
