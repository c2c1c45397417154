import type { RulesMessageId } from './en.ts';

/** Arabic: the words the account, instance, moderation and report rules choose (decision 064). */
export const arRules: Record<RulesMessageId, string> = {
  'errors.rules.atLeast':
    'استخدم {min, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأقل.',
  'errors.rules.atMost':
    'استخدم {max, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأكثر.',
  'errors.rules.notOnlySpaces': 'استخدم شيئًا غير المسافات.',
  'errors.oauth.nameMissing': 'أعطِ التطبيق اسمًا.',
  'errors.oauth.uriTooLong':
    'لا يتجاوز عنوان إعادة التوجيه {max, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  'errors.oauth.uriNotAbsolute': '{name} ليس عنوان URL مطلقًا.',
  'errors.oauth.uriFragment': 'لا يمكن أن يحتوي عنوان إعادة التوجيه على جزء (#).',
  'errors.oauth.uriSpaces': 'لا يمكن أن يحتوي عنوان إعادة التوجيه على مسافات أو علامات اقتباس.',
  'errors.oauth.uriHttp': 'استخدم https، أو http فقط على localhost أو 127.0.0.1.',
  'errors.oauth.uriScheme': 'لا يمكن أن يكون {name} عنوان إعادة توجيه.',
  'errors.oauth.uriCustomScheme':
    'يجب أن يكون المخطط المخصص بصيغة النطاق المعكوس، مثل com.example.app:/callback.',
  'errors.oauth.urisNone': 'أدخل عنوان إعادة توجيه واحدًا على الأقل.',
  'errors.oauth.urisTooMany': 'أدخل {max} عناوين إعادة توجيه على الأكثر.',
  'errors.tokens.nameMissing': 'أعطِ الرمز اسمًا.',
  'errors.tokens.noScope': 'اختر صلاحية واحدة على الأقل.',
  'errors.tokens.notAScope': '{name} ليس صلاحية.',
  'errors.settings.notText': 'يجب أن يكون {key} نصًا.',
  'errors.settings.tooLong':
    'يجب ألا يتجاوز {key} {max, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  'errors.settings.notTrueOrFalse': 'يجب أن تكون قيمة {key} هي true أو false.',
  'errors.settings.nameEmpty': 'لا يمكن أن يكون الاسم فارغًا.',
  'errors.settings.logoUrl': 'يجب أن يكون الشعار عنوان https:// أو مسارًا على هذا الموقع.',
  'errors.settings.contactEmail': 'البريد الإلكتروني للتواصل ليس عنوان بريد إلكتروني.',
  'errors.settings.rulesNotList': 'يجب أن تكون القواعد قائمة.',
  'errors.settings.tooManyRules': '{max} قاعدة على الأكثر.',
  'errors.settings.language': 'يجب أن تكون اللغة إحدى هذه: {languages}.',
  'errors.settings.signupMode': 'يجب أن يكون وضع التسجيل open أو approval أو invite أو closed.',
  'errors.instance.membersMayNotInvite': 'لا يمكن للأعضاء إنشاء روابط دعوة في هذا المثيل.',
  'errors.instance.inviteLinksFull':
    'لديك بالفعل {max} روابط دعوة صالحة للاستخدام. اسحب أحدها لتنشئ رابطًا آخر.',
  'errors.moderation.reasonRequired': 'اذكر سببًا: سيُبلَّغ به الشخص.',
  'errors.moderation.reasonTooLong':
    'اجعل السبب في حدود {max, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  'errors.moderation.suspendSelf': 'لا يمكنك إيقاف حسابك بنفسك.',
  'errors.moderation.suspendAdmin': 'غيّر دور هذا المشرف قبل إيقاف حسابه.',
  'errors.moderation.alreadySuspended': 'هذا الحساب موقوف بالفعل.',
  'errors.moderation.notSuspended': 'هذا الحساب غير موقوف.',
  'errors.moderation.deleteSelf': 'لا يمكنك حذف حسابك بنفسك من هنا.',
  'errors.moderation.roleSelf': 'لا يمكنك تغيير دورك بنفسك.',
  'errors.moderation.suspendedFor': 'هذا الحساب موقوف: {name}',
  'errors.moderation.suspended': 'هذا الحساب موقوف لمخالفته إرشادات المجتمع.',
  'errors.feedback.logInToSeeReports': 'سجّل الدخول لترى بلاغاتك',
  'profile.reportWhy.spamHint': 'متابعون مزيفون، روابط مضللة، منشورات متكررة',
  'profile.reportWhy.inappropriate': 'صورة أو اسم غير لائق',
  'profile.reportWhy.inappropriateHint': 'عُري أو رموز كراهية أو كلمات مسيئة في الملف الشخصي',
  'profile.reportWhy.impersonation': 'انتحال شخصية شخص ما',
  'profile.reportWhy.impersonationHint': 'يستخدم اسم أو صورة شخص آخر أو علامة تجارية',
  'profile.reportWhy.harassment': 'تحرش أو كراهية',
  'profile.reportWhy.harassmentHint': 'إهانات، تهديدات، تنمّر، تحيّز',
  'profile.reportWhy.other': 'شيء آخر',
  'profile.reportWhy.otherHint': 'أخبرنا بالمشكلة في التفاصيل',
  'profile.reportWhy.choose': 'اختر سببًا للإبلاغ عن هذا الملف الشخصي.',
  'profile.reportWhy.detailsTooLong':
    'يجب ألا تتجاوز التفاصيل {max, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  'profile.reportWhy.tellUs': 'أخبرنا بما هو خطأ في هذا الملف الشخصي.',
  'admin.log.commandLine': 'سطر الأوامر',
  'admin.log.commentOnPin': 'تعليق على الدبوس {pin}',
  'admin.log.targetOf':
    '{type, select, pin {الدبوس {id}} comment {التعليق {id}} user {الحساب {id}} signup_invite {رابط الدعوة {id}} signup_request {طلب الانضمام {id}} other {{type} {id}}}',
  'admin.log.targetType':
    '{type, select, pin {دبوس} comment {تعليق} user {حساب} domain {نطاق} instance {المثيل} signup_invite {رابط دعوة للتسجيل} signup_request {طلب انضمام} other {{type}}}',
  'admin.reports.statusOf':
    '{status, select, open {مفتوح} removed {أُزيل} dismissed {رُفض} warned {أُنذر} suspended {أُوقف} blocked {حُظر} cleared {مُسح} other {{status}}}',
  'admin.person.privacyOf':
    '{privacy, select, public {عامة} protected {محمية} secret {سرية} other {{privacy}}}',
  'admin.person.kindOf':
    '{kind, select, pin {دبوس} comment {تعليق} profile {ملف شخصي} other {{kind}}}',
};
