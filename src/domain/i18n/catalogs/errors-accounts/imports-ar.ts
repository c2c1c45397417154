import type { enErrorsImports } from './imports-en.ts';

/** Arabic: the imports' errors (decision 064), part of errors-accounts/ar.ts. */
export const arErrorsImports: Record<keyof typeof enErrorsImports, string> = {
  // imports
  'errors.imports.underWay': 'لديك عملية استيراد جارية: انتظر حتى تنتهي، أو ألغِها.',
  'errors.imports.pageUnreadable': 'تعذّرت قراءة الصفحة: {reason}',
  'errors.imports.noPin': 'يطلب هذا الموقع ألا تُحفظ صفحاته في Tessera.',
  'errors.imports.noPicture': 'لم يجد Tessera أي صورة في تلك الصفحة.',
  'errors.imports.pinryAddress': 'أدخل عنوان Pinry الخاص بك، مثل https://pinry.example.org',
  'errors.imports.pinryToken': 'أدخل رمز Pinry API الخاص بك.',
  'errors.imports.pinrySlow':
    'استغرق Pinry الخاص بك وقتًا طويلًا جدًا لإرسال دبابيسك. حاول مرة أخرى لاحقًا.',
  'errors.imports.pinryRefused': 'رفض Pinry الخاص بك هذا الرمز.',
  'errors.imports.pinryUnreachable': 'لا يستطيع Tessera الوصول إلى Pinry على هذا العنوان.',
  'errors.imports.pinryUnreadable': 'تعذّر على Tessera قراءة Pinry الخاص بك: {reason}',
  'errors.imports.pinryUnknownToken': 'لم يتعرّف Pinry الخاص بك على هذا الرمز.',
  'errors.imports.notPinry': 'لم يُجب هذا العنوان كما تُجيب واجهة Pinry البرمجية.',
  'errors.imports.notPinterest':
    'هذا ليس تصدير بيانات من Pinterest: يرسل Pinterest صفحة HTML واحدة (pinterest.html).',
  'errors.imports.notBookmarks':
    'هذا ليس ملف إشارات مرجعية: صدّر إشاراتك المرجعية من متصفحك بصيغة HTML (الإشارات المرجعية ← تصدير الإشارات المرجعية).',
  'errors.imports.noPins': 'لا يحتوي هذا الملف على دبابيس لاستيرادها.',
  'errors.imports.tooManyPins':
    'يحتوي هذا الملف على {count, number} دبوسًا، ولا يقبل الاستيراد الواحد أكثر من {max, number}. قسّمه واستورد كل جزء.',
  'errors.imports.notTesseraZip':
    'ملف ZIP هذا ليس تصديرًا من Tessera: لا يحتوي على tessera.json (الإعدادات ← تنزيل بياناتك يُنشئ واحدًا).',
  'errors.imports.badTesseraJson': 'ملف tessera.json في ملف ZIP هذا ليس JSON مقروءًا: صدّر مرة أخرى.',
  'errors.imports.tooManyFiles':
    'يحتوي ملف ZIP هذا على {count, number} ملفًا، ولا يقبل الاستيراد الواحد أكثر من {max, number}. قسّمه واستورد كل جزء.',
  'errors.imports.logIn': 'سجّل الدخول لاستيراد دبابيسك',
  'errors.imports.oneFile': 'أرسل ملف تصدير واحدًا في كل مرة.',
  'errors.imports.pinryFields':
    'أدخل عنوان Pinry الخاص بك ورمزه، أو اختر إجاباته المحفوظة لاستيرادها.',
  'errors.imports.chooseFile': 'اختر ملف التصدير لاستيراده.',
  'errors.imports.sayTheSource': 'حدّد المصدر.',
  'errors.imports.multipart': 'أرسل التصدير بصيغة multipart/form-data في حقل اسمه file.',
  'errors.imports.tooManyUploads': 'أرسلت ملفات كثيرة خلال هذه الساعة. حاول مرة أخرى لاحقًا.',
  'errors.imports.zipUnreadable': 'تتعذّر قراءة ملف ZIP هذا ({why}). أنشئه من جديد واستورده.',
};
