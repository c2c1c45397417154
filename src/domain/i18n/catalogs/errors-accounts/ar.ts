import type { ErrorsAccountsMessageId } from './en.ts';
import { arErrorsImports } from './imports-ar.ts';

/** Arabic: the account side's errors (decision 064), part of ar.ts. */
export const arErrorsAccounts: Record<ErrorsAccountsMessageId, string> = {
  // accounts
  'errors.accounts.pageNotFound': 'لم نتمكن من العثور على هذه الصفحة.',
  'errors.accounts.noProfile': 'لا يوجد ملف شخصي باسم {username}.',
  'errors.accounts.websiteTooLong': 'عنوان الموقع هذا طويل جدًا.',
  'errors.accounts.websiteInvalid': 'أدخل عنوان موقع صالحًا، مثل https://example.com.',
  'errors.accounts.lastNameTooLong': 'يجب ألا يتجاوز اسم العائلة {max} حرفًا.',
  'errors.accounts.aboutTooLong': 'يجب ألا تتجاوز النبذة {max} حرفًا.',
  'errors.accounts.usernameTaken': 'اسم المستخدم هذا مأخوذ.',
  'errors.accounts.logInToEditProfile': 'سجّل الدخول لتعديل ملفك الشخصي',
  'errors.accounts.logInToChangePicture': 'سجّل الدخول لتغيير صورتك',
  'errors.accounts.logInToChangeSettings': 'سجّل الدخول لتغيير إعداداتك',
  'errors.accounts.logInToSeeSettings': 'سجّل الدخول لعرض إعداداتك',
  'errors.accounts.pictureTooBig': 'هذه الصورة كبيرة جدًا. استخدم صورة أصغر من {mb} ميغابايت.',
  'errors.accounts.pictureTooManyPixels':
    'في هذه الصورة عدد كبير جدًا من البكسلات. استخدم صورة أصغر.',
  'errors.accounts.notAPicture':
    'هذا الملف ليس صورة يستطيع Tessera قراءتها. استخدم JPEG أو PNG أو WebP أو GIF.',
  'errors.accounts.saveBehavior': 'يجب أن تكون قيمة save_behavior 0 أو 1.',
  'errors.accounts.logInToManageApps': 'سجّل الدخول لإدارة تطبيقاتك',
  'errors.accounts.tokenCannotManageApps': 'لا يمكن لرمز وصول أن يدير التطبيقات.',
  'errors.accounts.appNotRegistered': 'لم يُسجَّل التطبيق. يُرجى المحاولة مرة أخرى.',
  'errors.accounts.noSuchApp': 'لا يوجد تطبيق كهذا.',
  'errors.accounts.appHasNoAccess': 'ليس لهذا التطبيق وصول إلى حسابك.',
  'errors.accounts.emailLinkInvalid':
    'انتهت صلاحية رابط التأكيد هذا أو سبق استخدامه. اطلب رابطًا جديدًا من الإعدادات.',
  'errors.accounts.emailNowTaken': 'يستخدم حساب آخر هذا البريد الإلكتروني الآن. اختر بريدًا آخر.',
  'errors.accounts.logInToChangeEmail': 'سجّل الدخول لتغيير بريدك الإلكتروني',
  'errors.accounts.logInToManageTokens': 'سجّل الدخول لإدارة رموز الوصول الخاصة بك',
  'errors.accounts.tokenCannotManageTokens': 'لا يمكن لرمز وصول أن يدير رموز الوصول.',
  'errors.accounts.tokenNotMade': 'لم يُنشأ الرمز. يُرجى المحاولة مرة أخرى.',
  'errors.accounts.noSuchToken': 'لا يوجد رمز كهذا.',
  'errors.accounts.logInToAuthorize': 'سجّل الدخول لتفويض تطبيق',
  'errors.accounts.requestNotValid': 'الطلب غير صالح.',
  'errors.accounts.loginFailed': 'البريد الإلكتروني أو كلمة المرور التي أدخلتها غير صحيحة.',
  'errors.accounts.resetLinkInvalid':
    'انتهت صلاحية رابط إعادة التعيين هذا أو سبق استخدامه. اطلب رابطًا جديدًا.',
  'errors.accounts.logInToChangePassword': 'سجّل الدخول لتغيير كلمة المرور',
  'errors.accounts.logInToDeleteAccount': 'سجّل الدخول لحذف حسابك',
  'errors.accounts.onlyPeopleChooseCookies': 'البشر وحدهم يختارون ملفات تعريف الارتباط.',
  'errors.accounts.profileGone': 'هذا الملف الشخصي لم يعد موجودًا.',
  'errors.accounts.cannotFollowSelf': 'لا يمكنك متابعة نفسك.',
  'errors.accounts.logInToFollow': 'سجّل الدخول للمتابعة',
  'errors.accounts.logInToUnfollow': 'سجّل الدخول لإلغاء المتابعة',
  'errors.accounts.logInForBusiness': 'سجّل الدخول للحصول على حساب تجاري',
  'errors.accounts.checkForm': 'راجع النموذج.',
  'errors.accounts.noRequest': 'سُحب هذا الطلب أو سبق الرد عليه.',
  'errors.accounts.logInToAnswerRequests': 'سجّل الدخول للرد على طلبات المتابعة',
  'errors.accounts.logInToSecure': 'سجّل الدخول لتأمين حسابك',
  'errors.accounts.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا.',
  'errors.accounts.usernameShape': 'تتكون أسماء المستخدمين من 3 إلى 30 حرفًا أو رقمًا أو شرطة سفلية.',
  'errors.accounts.usernameUnavailable': 'اسم المستخدم هذا غير متاح.',
  'errors.accounts.firstNameMissing': 'أدخل اسمك الأول.',
  'errors.accounts.firstNameTooLong': 'يجب ألا يتجاوز الاسم الأول {max} حرفًا.',
  'errors.accounts.passwordCommon': 'كلمة المرور هذه شائعة جدًا. اختر كلمة أخرى.',
  'errors.accounts.passwordIsName':
    'لا يمكن أن تكون كلمة المرور اسم المستخدم أو البريد الإلكتروني.',
  'errors.accounts.passwordIncorrect': 'كلمة المرور التي أدخلتها غير صحيحة.',
  'errors.accounts.alreadyYourEmail': 'هذا هو بريدك الإلكتروني بالفعل.',
  'errors.accounts.signupClosed': 'التسجيل مغلق في هذا المثيل: لا يقبل حسابات جديدة.',
  'errors.accounts.signupInviteRequired':
    'التسجيل في هذا المثيل بالدعوة فقط: افتح رابط الدعوة الذي أُرسل إليك.',
  'errors.accounts.signupInviteInvalid':
    'انتهت صلاحية رابط الدعوة هذا أو استُنفد أو سُحب. اطلب رابطًا جديدًا.',
  'errors.accounts.signupReasonRequired':
    'اذكر في كلمات قليلة سبب رغبتك في الانضمام: سيقرؤها المشرفون.',
  // messages
  'errors.messages.logIn': 'سجّل الدخول لإرسال الرسائل وقراءتها',
  'errors.messages.noConversation': 'هذه المحادثة غير موجودة.',
  'errors.messages.youBlocked': 'لقد حظرت {name}. ألغِ الحظر لإرسال رسالة.',
  'errors.messages.thisPerson': 'هذا الشخص',
  'errors.messages.cannotSendTo': 'لا يمكنك إرسال رسائل إلى {name}.',
  'errors.messages.tooLong': 'يجب ألا تتجاوز الرسالة {max} حرفًا.',
  'errors.messages.requestsWait':
    'أرسلت عدة طلبات مراسلة لم يرد عليها أحد بعد. يمكنك إرسال المزيد عندما يرد أحدهم، أو بعد ساعة.',
  'errors.messages.requestWait':
    'يمكنك إرسال المزيد في هذه المحادثة عندما يرد أحدهم. سيرون رسائلك عندما يقبلون الطلب.',
  'errors.messages.empty': 'اكتب رسالة أو اختر دبوسًا.',
  'errors.messages.notBoth': 'أرسل إما إلى محادثة وإما إلى أشخاص، لا إلى كليهما.',
  'errors.messages.pinUnavailable': 'هذا الدبوس غير متاح.',
  'errors.messages.noRecipient': 'اختر من ترسلها إليه.',
  'errors.messages.tooManyRecipients': 'يمكن إرسال الرسالة إلى {max} شخصًا على الأكثر.',
  'errors.messages.personGone': 'هذا الشخص لم يعد على Tessera.',
  'errors.messages.notSent': 'تعذّر إرسال الرسالة.',
  'errors.messages.notARequest': 'هذه المحادثة ليست طلب مراسلة.',
  'errors.messages.cannotBlockSelf': 'لا يمكنك حظر نفسك.',
  'errors.messages.logInToSeeBlocked': 'سجّل الدخول لعرض الحسابات التي حظرتها',
  // instance
  'errors.instance.noSuchSetting': 'لا يوجد إعداد باسم "{key}".',
  'errors.instance.logInToInvite': 'سجّل الدخول لدعوة أشخاص',
  'errors.instance.usesInvalid': 'يجب أن يكون عدد مرات الاستخدام عددًا صحيحًا من 1 إلى 10000.',
  'errors.instance.expiryInvalid':
    'حدّد مدة الصلاحية بعدد من الأيام أو الساعات أو الدقائق، مثل 7d أو 12h أو 30m، أو "never".',
  'errors.instance.confirmEmailFirst':
    'أكّد بريدك الإلكتروني أولًا: افتح الرابط الذي أرسلناه إليك عند التسجيل (يعمل لمدة أسبوع).',
  'errors.instance.requestDecided': 'سبق البت في هذا الطلب، أو أنه غير موجود.',
  'errors.instance.usernameNowTaken':
    'اسم المستخدم {username} أو بريده الإلكتروني أصبح الآن لحساب آخر: ارفض هذا الطلب.',
  // admin
  'errors.admin.noSuchAccount': 'لا يوجد حساب كهذا.',
  'errors.admin.typeToConfirm': 'اكتب @{username} لتأكيد الحذف.',
  'errors.admin.chooseRole': 'اختر مستخدمًا أو شريكًا أو موظفًا.',
  'errors.admin.alreadyRole':
    '@{username} {role, select, user {مستخدم} partner {شريك} employee {موظف} other {{role}}} بالفعل.',
  'errors.admin.noSuchReport': 'هذا البلاغ غير موجود.',
  'errors.admin.reportDone':
    'هذا البلاغ {status, select, removed {أُزيل} dismissed {رُفض} other {{status}}} من قبل.',
  'errors.admin.noDomain': 'هذا الدبوس لا يربط بأي مكان: لا يوجد نطاق لحظره.',
  'errors.admin.logIn': 'سجّل الدخول بصفتك مشرفًا',
  // analytics
  'errors.analytics.logIn': 'سجّل الدخول لعرض إحصاءاتك',
  'errors.analytics.notAnAd': 'هذا الدبوس ليس إعلانًا.',
  'errors.analytics.noDestination': 'ليست لهذا الإعلان وجهة يُنسب إليها.',
  'errors.analytics.destination': 'يجب أن تكون destination أصل الصفحة المقصودة للإعلان.',
  'errors.analytics.expiry': 'قيمة expiry لمصدر من نوع {type} هي {value}.',
  'errors.analytics.priority': 'قيمة priority لمصدر من نوع {type} هي {value}.',
  'errors.analytics.campaign': 'campaign_id ليس حملة هذا الإعلان.',
  'errors.analytics.advertiser': 'advertiser_id ليس معلن هذا الإعلان.',
  // notifications
  'errors.notifications.logIn': 'سجّل الدخول لعرض إشعاراتك',
  'errors.notifications.badBookmark': 'bookmark: ليس من هذه القائمة.',
  'errors.notifications.noSuchNotification': 'هذا الإشعار غير موجود.',
  'errors.notifications.logInToPush': 'سجّل الدخول لتلقي الإشعارات الفورية',
  'errors.notifications.endpointNotHttps':
    'نقطة النهاية لاشتراك الإشعارات الفورية هذا ليست عنوان https.',
  'errors.notifications.logInToChoose': 'سجّل الدخول لاختيار إشعاراتك',
  'errors.notifications.badUnsubscribeLink':
    'رابط إلغاء الاشتراك هذا غير صالح. انسخ الرابط كاملًا من البريد الإلكتروني، أو اختر رسائلك من الإعدادات.',
  'errors.notifications.accountGone': 'الحساب الذي كان هذا الرابط له لم يعد موجودًا.',
  // platform
  'errors.platform.nothingToRetry': 'هذه المهمة لم تفشل، أو لم تعد موجودة: لا شيء لإعادة المحاولة.',
  'errors.platform.nothingToCancel':
    'هذه المهمة لم تعد في الانتظار أو قيد التشغيل: لا شيء لإلغائه.',
  'errors.platform.noOutbox': 'لا يوجد صندوق صادر في بيئة الإنتاج.',
  'errors.platform.tooManyAttempts':
    'محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  // exports
  'errors.exports.logIn': 'سجّل الدخول لتنزيل بياناتك',
  'errors.exports.unavailable': 'لا يمكن إنشاء عمليات التصدير الآن. حاول مرة أخرى لاحقًا.',
  'errors.exports.tooOften': 'طلبت بياناتك عدة مرات في وقت قصير. حاول مرة أخرى بعد ساعة.',
  'errors.exports.gone': 'لا يوجد تصدير كهذا، أو انتهت صلاحيته. اطلب تصديرًا جديدًا.',
  // http
  'errors.http.logIn': 'سجّل الدخول للاستمرار',
  'errors.http.formExpired': 'انتهت صلاحية هذا النموذج. أعد تحميل الصفحة وحاول مرة أخرى.',
  'errors.http.crossSite': 'جاء هذا الطلب من موقع آخر، لذا رفضه Tessera.',
  'errors.http.sessionChanged': 'تغيّرت جلستك. أعد تحميل الصفحة وحاول مرة أخرى.',
  'errors.http.databaseDown': 'قاعدة البيانات لا تستجيب الآن. حاول مرة أخرى بعد قليل.',
  // api
  'errors.api.dataNotString': 'يجب أن يكون المعامل data سلسلة JSON.',
  'errors.api.dataNotJson': 'المعامل data ليس JSON صالحًا.',
  'errors.api.dataNotObject': 'يجب أن يكون المعامل data كائن JSON يحتوي على "options".',
  'errors.api.bodyNotObject': 'يجب أن يكون متن الطلب كائن JSON يحتوي على "options".',
  'errors.api.onePicture': 'أرسل صورة واحدة في كل عملية رفع.',
  'errors.api.multipart': 'أرسل الصورة بصيغة multipart/form-data في حقل اسمه file.',
  'errors.api.malformed': 'عملية الرفع هذه غير سليمة.',
  'errors.api.malformedWhy': 'عملية الرفع هذه غير سليمة ({reason}).',
  'errors.api.noPicture': 'اختر صورة لرفعها (ملف في الحقل file).',
  'errors.api.emptyFile': 'هذا الملف فارغ. اختر صورة لرفعها.',
  'errors.api.internal': 'حدث خطأ من جهتنا.',
  'errors.api.nothingAt': 'لا يوجد شيء في {method} {url}.',
  'errors.api.unknownResource': 'لا يوجد مورد باسم {name}.',
  'errors.api.unknownAction': 'إجراء غير معروف {action}.',
  'errors.api.noSuchAction': 'ليس لـ {name} إجراء {action}.',
  'errors.api.wrongMethod': 'يقبل {name} {action} الطريقة {expected}، لا {method}.',
  'errors.api.noApiAt':
    "لا توجد واجهة برمجية في {method} {url}. تبدو استدعاءات الموارد هكذا: /resource/'{Name}'Resource/get/.",
  // v5
  'errors.v5.authFailed': 'فشلت المصادقة.',
  'errors.v5.rateLimited': 'لقد تجاوزت حد الطلبات المسموح لك. حاول مرة أخرى لاحقًا.',
  'errors.v5.needsScope': 'يحتاج هذا الاستدعاء إلى النطاق {scope}.',
  'errors.v5.sectionGone': 'لم يُعثر على قسم اللوحة.',
  'errors.v5.notBase64': 'media_source.data ليس بترميز base64.',
  ...arErrorsImports,
};
