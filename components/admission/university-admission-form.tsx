import {
  admissionUi,
  type AdmissionUniversity,
  admissionPaths,
} from '@/lib/admission/admission-pages';
import { admissionConsentStatement } from '@/lib/admission/admission-consent';
import type { Language } from '@/lib/config/language';
import { AdmissionForm } from './admission-form';

type Props = { university: AdmissionUniversity; language: Language };

/** The admission form of a university's admission pages in one language: only that language's copy. */
export function UniversityAdmissionForm({ university, language }: Props) {
  return (
    <AdmissionForm
      universityId={university.id}
      universityName={university.name}
      courses={university.programmes.map(({ name, label }) => ({ value: name, label }))}
      language={language}
      copy={admissionUi[language].form}
      consentVersion={admissionConsentStatement(language).version}
      thankYouPath={admissionPaths.thankYou(language)}
    />
  );
}
