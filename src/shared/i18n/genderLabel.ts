import type { TFunction } from 'i18next';

// Genders (spec 000 §3): Male, Female, Unknown, Others. Labels live in the common namespace.
export const genderLabel = (t: TFunction, gender: string): string => {
  switch (gender) {
    case 'Male':
      return t('common:gender.male');
    case 'Female':
      return t('common:gender.female');
    case 'Others':
      return t('common:gender.others');
    default:
      return t('common:gender.unknown');
  }
};
