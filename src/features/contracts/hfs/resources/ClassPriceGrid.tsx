import { HTMLTable, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { parseYuan } from '../../../../shared/money/yuan';
import { CLASS_KINDS, PLATFORMS, priceKey, type ClassPriceTexts } from './resourceTypes';
import { kebab } from '../../shared/catalogueKey';

// Spec 000 §1: currency is yuan, whatever the language.
const YUAN_SIGN = '¥';

type ClassPriceGridProps = {
  texts: ClassPriceTexts;
  onChange: (texts: ClassPriceTexts) => void;
  showProblems: boolean;
};

/** A class plan's App and Web price per class kind, OneToOne … OneToSix (spec 002 §3), each required ≥ 0. */
export const ClassPriceGrid = ({ texts, onChange, showProblems }: ClassPriceGridProps) => {
  const { t } = useTranslation('contracts');
  return (
    <HTMLTable compact className="atrium-hfs-class-prices">
      <thead>
        <tr>
          <th>{t('resources.class-kind')}</th>
          {PLATFORMS.map((platform) => (
            <th key={platform}>{t(`resources.platform.${kebab(platform)}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {CLASS_KINDS.map((kind) => (
          <tr key={kind}>
            <td>{t(`resources.class.${kebab(kind)}`)}</td>
            {PLATFORMS.map((platform) => {
              const key = priceKey(kind, platform);
              const bad = showProblems && parseYuan(texts[key]) === null;
              return (
                <td key={platform}>
                  <InputGroup
                    size="small"
                    inputMode="decimal"
                    aria-label={t('resources.class-price-label', {
                      kind: t(`resources.class.${kebab(kind)}`),
                      platform: t(`resources.platform.${kebab(platform)}`),
                    })}
                    leftElement={<span className="atrium-money-prefix">{YUAN_SIGN}</span>}
                    intent={bad ? 'danger' : 'none'}
                    value={texts[key]}
                    onValueChange={(value) => onChange({ ...texts, [key]: value })}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};

/** The grid's prices, or null while one is missing or not an amount ≥ 0 with two decimals. */
export const parsedClassPrices = (texts: ClassPriceTexts) => {
  const prices = CLASS_KINDS.flatMap((resourceType) =>
    PLATFORMS.map((platform) => ({
      resourceType,
      platform,
      price: parseYuan(texts[priceKey(resourceType, platform)]),
    })),
  );
  return prices.every((p) => p.price !== null)
    ? prices.map((p) => ({ resourceType: p.resourceType, platform: p.platform, price: p.price! }))
    : null;
};
