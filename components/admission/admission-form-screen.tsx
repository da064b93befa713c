import {
  admissionUi,
  type AdmissionUniversity,
  admissionPaths,
  pathsOf,
} from '@/lib/admission/admission-pages';
import type { Language } from '@/lib/config/language';
import { UniversityAdmissionForm } from './university-admission-form';
import { LanguageSwitch } from '../ui/language-switch';

type Props = { university: AdmissionUniversity; language: Language };

/** A university's form-only page, in one language. */
export function AdmissionFormScreen({ university, language }: Props) {
  const ui = admissionUi[language];
  return (
    <div className="mx-auto max-w-lg px-4 pb-8 pt-2">
      <LanguageSwitch
        language={language}
        paths={pathsOf((lang) => admissionPaths.form(university.id, lang))}
        label={ui.languageSwitch.label}
        className="flex justify-end"
      />
      <h1 className="mt-2 text-2xl font-bold text-ink">{ui.formPage.title(university.name)}</h1>
      <p className="mb-6 mt-2 text-gray-700">{ui.formPage.intro}</p>
      <UniversityAdmissionForm university={university} language={language} />
    </div>
  );
}
