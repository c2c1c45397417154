import type { MailMessageId } from './en.ts';

/** Arabic: every mail's texts (decision 064), part of ar.ts. */
export const arMail: Record<MailMessageId, string> = {
  'mail.hi': 'مرحبًا،',
  'mail.hiName': 'مرحبًا {name}،',
  'mail.reset.subject': 'أعد تعيين كلمة مرورك على {site}',
  'mail.reset.intro':
    'طلب أحدهم إعادة تعيين كلمة مرور حسابك على {site}. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة:',
  'mail.reset.link': 'إعادة تعيين كلمة المرور',
  'mail.reset.notYou': 'إن لم تكن أنت، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
  'mail.signupTaken.subject': 'حاول أحدهم التسجيل بعنوانك',
  'mail.signupTaken.intro':
    'حاول أحدهم للتو التسجيل في {site} بعنوان بريدك الإلكتروني، وله حساب بالفعل.',
  'mail.signupTaken.ifYou': 'إن كنت أنت، فسجّل الدخول:',
  'mail.signupTaken.logIn': 'تسجيل الدخول',
  'mail.signupTaken.forgot': 'هل نسيت كلمة المرور؟ اختر كلمة جديدة:',
  'mail.signupTaken.reset': 'اختيار كلمة مرور جديدة',
  'mail.signupTaken.notYou': 'إن لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء في حسابك.',
  'mail.emailTaken.subject': 'حاول أحدهم استخدام بريدك الإلكتروني على {site}',
  'mail.emailTaken.intro':
    'طلب أحدهم نقل حساب آخر على {site} إلى عنوان البريد هذا. لهذا العنوان حساب بالفعل، لذا لم يتغير شيء.',
  'mail.emailTaken.forgot': 'إن نسيت كلمة مرورك، يمكنك إعادة تعيينها من صفحة تسجيل الدخول.',
  'mail.emailConfirm.subject': 'أكّد بريدك الإلكتروني الجديد على {site}',
  'mail.emailConfirm.intro':
    'طلبت استخدام هذا العنوان لحسابك على {site}. لتأكيده، افتح هذا الرابط خلال يوم:',
  'mail.emailConfirm.link': 'تأكيد بريدك الإلكتروني الجديد',
  'mail.emailChanged.subject': 'تغيّر بريدك الإلكتروني على {site}',
  'mail.emailChanged.intro':
    'يستخدم حسابك على {site} الآن {email}. ستصل رسائل {site} إليه من الآن فصاعدًا.',
  'mail.emailChanged.notYou':
    'إن لم تكن أنت، فأعد تعيين كلمة مرورك وأمّن حسابك من صفحة تسجيل الدخول.',
  'mail.signupConfirm.subject': 'أكّد بريدك الإلكتروني على {site}',
  'mail.signupConfirm.intro':
    'مرحبًا بك في {site}. لتأكيد أن هذا عنوانك، افتح هذا الرابط خلال أسبوع. حتى ذلك الحين يمكنك التصفح، لكن لا يمكنك النشر.',
  'mail.signupConfirm.link': 'تأكيد بريدك الإلكتروني',
  'mail.signupRefused.subject': 'طلبك للانضمام إلى {site}',
  'mail.signupRefused.intro': 'قرأ مشرفو {site} طلبك وقرروا ألا يفتحوا لك حسابًا هذه المرة.',
  'mail.signupApproved.subject': 'مرحبًا بك في {site}',
  'mail.signupApproved.intro':
    'قُبل طلبك للانضمام إلى {site}. سجّل الدخول باسم المستخدم {username} وكلمة المرور التي اخترتها.',
  'mail.signupApproved.link': 'تسجيل الدخول',
  'mail.notification.sentence': '{sentence}.',
  'mail.notification.seeIt': 'شاهده على {site}',
  'mail.notification.why': 'تصلك هذه الرسالة لأن رسائل «{label}» مفعّلة.',
  'mail.notification.choose': 'اختر الرسائل التي تصلك',
  'mail.notification.unsubscribe': 'إلغاء الاشتراك في رسائل «{label}»',
  'mail.digest.subject':
    '{count, plural, zero {ملخّصك من {site}: لا إشعارات جديدة} one {ملخّصك من {site}: إشعار جديد واحد} two {ملخّصك من {site}: إشعاران جديدان} few {ملخّصك من {site}: # إشعارات جديدة} many {ملخّصك من {site}: # إشعارًا جديدًا} other {ملخّصك من {site}: # إشعار جديد}}',
  'mail.digest.intro': 'إليك ما حدث على {site} منذ ملخّصك الأخير.',
  'mail.digest.category': '{label} ({count})',
  'mail.digest.more':
    '{count, plural, zero {ولا شيء آخر} one {وواحد آخر} two {واثنان آخران} few {و# أخرى} many {و# أخرى} other {و# أخرى}}',
  'mail.digest.why': 'يصلك هذا الملخّص اليومي لأنك اخترته لرسائل الإشعارات.',
  'mail.digest.unsubscribe': 'إلغاء الاشتراك في كل رسائل الإشعارات',
  'mail.notice.pinRemoved': 'أُزيل دبوسك',
  'mail.notice.warning': 'تحذير بشأن حسابك',
  'mail.notice.report': 'راجعنا بلاغك',
  'mail.export.subject': 'بياناتك على {site} جاهزة',
  'mail.export.ready':
    '{count, plural, zero {نسخة بياناتك على {site} التي طلبتها جاهزة. نزّلها اليوم:} one {نسخة بياناتك على {site} التي طلبتها جاهزة. نزّلها خلال يوم واحد:} two {نسخة بياناتك على {site} التي طلبتها جاهزة. نزّلها خلال يومين:} few {نسخة بياناتك على {site} التي طلبتها جاهزة. نزّلها خلال # أيام:} many {نسخة بياناتك على {site} التي طلبتها جاهزة. نزّلها خلال # يومًا:} other {نسخة بياناتك على {site} التي طلبتها جاهزة. نزّلها خلال # يوم:}}',
  'mail.export.link': 'تنزيل بياناتك',
  'mail.export.findIt':
    'عليك تسجيل الدخول لتنزيلها. يمكنك أيضًا إيجادها في الإعدادات، تنزيل بياناتك:',
  'mail.export.settings': 'الإعدادات، تنزيل بياناتك',
};
