import type { PwaMessageId } from './en.ts';

/** Arabic: the installable app, the video errors and the shared pictures (decision 064). */
export const arPwa: Record<PwaMessageId, string> = {
  'pwa.offline.title': 'أنت غير متصل',
  'pwa.offline.lead':
    'تحتاج هذه الصفحة إلى اتصال. هذه الدبابيس واللوحات التي رأيتها مؤخرًا تُفتح من دونه:',
  'pwa.offline.none':
    'لم يُحفظ بعد أي شيء رأيته مؤخرًا للاستخدام دون اتصال. ستظهر هنا في المرة القادمة الدبابيس واللوحات التي تفتحها وأنت متصل.',
  'pwa.offline.pins': 'الدبابيس',
  'pwa.offline.boards': 'اللوحات',
  'pwa.offline.untitledPin': 'دبوس',
  'pwa.offline.untitledBoard': 'لوحة',
  'pwa.offline.retry': 'أعد المحاولة',
  'pwa.kept.title': 'محفوظ حتى تتصل بالإنترنت',
  'pwa.kept.notKeptTitle': 'تعذّر حفظ هذه المشاركة',
  'pwa.kept.full':
    'هناك {max} مشاركة تنتظر بالفعل على هذا الجهاز. اتصل بالإنترنت لرفعها، ثم شارك مرة أخرى.',
  'pwa.kept.noRoom':
    'لا توجد مساحة على هذا الجهاز لحفظ المشاركة. حرّر بعض المساحة أو اتصل بالإنترنت، ثم شارك مرة أخرى.',
  'pwa.kept.open': 'افتح Tessera',
  'pwa.kept.lead':
    '{count, plural, =0 {ما شاركته محفوظ على هذا الجهاز. سيرفعه Tessera فور عودتك إلى الاتصال ويخبرك؛ بعدها تصنع منه دبابيس.} one {صورتك محفوظة على هذا الجهاز. سيرفعها Tessera فور عودتك إلى الاتصال ويخبرك؛ بعدها تصنع منها دبابيس.} two {صورتاك محفوظتان على هذا الجهاز. سيرفعهما Tessera فور عودتك إلى الاتصال ويخبرك؛ بعدها تصنع منهما دبابيس.} few {صورك الـ # محفوظة على هذا الجهاز. سيرفعها Tessera فور عودتك إلى الاتصال ويخبرك؛ بعدها تصنع منها دبابيس.} other {صورك الـ # محفوظة على هذا الجهاز. سيرفعها Tessera فور عودتك إلى الاتصال ويخبرك؛ بعدها تصنع منها دبابيس.}}',
  'pwa.share.problemTitle': 'تعذّر فتح هذه المشاركة',
  'pwa.share.openBuilder': 'افتح إنشاء دبوس',
  'pwa.share.tooMany':
    'يمكنك مشاركة {max} صور كحدّ أقصى في المرة الواحدة. اختر {max} أو أقل وشارك مرة أخرى.',
  'pwa.share.tooLarge': 'إحدى الصور المشتركة كبيرة جدًا. يجب أن يكون حجم الصور أقل من 20 ميغابايت.',
  'pwa.share.malformed': 'لم تصل المشاركة كاملة. شارك الصور مرة أخرى.',
  'pwa.manifest.create': 'إنشاء دبوس',
  'pwa.manifest.createShort': 'إنشاء',
  'pwa.manifest.search': 'بحث',
  'pwa.manifest.messages': 'الرسائل',
  'share.keptUploaded':
    '{count, plural, =0 {تم رفع ما شاركته دون اتصال} one {تم رفع الصورة التي شاركتها دون اتصال} two {تم رفع الصورتين اللتين شاركتهما دون اتصال} few {تم رفع الصور الـ # التي شاركتها دون اتصال} other {تم رفع الصور الـ # التي شاركتها دون اتصال}}',
  'share.keptRefused': 'تعذّر رفع مشاركة محفوظة على هذا الجهاز. {problem}',
  'share.makePins': 'اصنع دبابيس',
  'builder.shareProblem.notAnImage':
    'أحد الملفات المشتركة ليس صورة يستطيع Tessera قراءتها (JPEG أو PNG أو WebP أو GIF أو AVIF).',
  'builder.shareProblem.tooLarge':
    'إحدى الصور المشتركة كبيرة جدًا. يجب أن تكون الصور أقل من 20 ميغابايت و50 ميغابكسل.',
  'builder.shareProblem.empty': 'أحد الملفات المشتركة كان فارغًا.',
  'video.error.aborted': 'توقّف تحميل الفيديو قبل أن يبدأ تشغيله.',
  'video.error.network': 'أوقفت مشكلة في الشبكة هذا الفيديو. تحقّق من اتصالك وحاول مرة أخرى.',
  'video.error.decode': 'تعذّر فك ترميز هذا الفيديو.',
  'video.error.unsupported': 'متصفحك لا يدعم صيغة هذا الفيديو.',
  'video.error.other': 'لا يمكن تشغيل هذا الفيديو.',
};
