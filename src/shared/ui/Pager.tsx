import { Button, Classes, HTMLSelect, Label } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type PagerProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** What is paged, where a page has two pagers: their navigation landmarks need distinct names. */
  label?: string;
};

export const Pager = ({ page, pageSize, totalCount, pageSizes, onPageChange, onPageSizeChange, label }: PagerProps) => {
  const { t } = useTranslation('common');
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <nav
      className="atrium-pager"
      aria-label={label ? `${label}: ${t('paging.page-of', { page, pages })}` : t('paging.page-of', { page, pages })}
    >
      <Button
        icon="chevron-left"
        variant="minimal"
        aria-label={t('paging.previous')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      />
      <span>{t('paging.page-of', { page, pages })}</span>
      <Button
        icon="chevron-right"
        variant="minimal"
        aria-label={t('paging.next')}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      />
      <Label className={`${Classes.INLINE} atrium-pager-size`} htmlFor={sizeId}>
        {t('paging.page-size')}
      </Label>
      <HTMLSelect
        id={sizeId}
        value={pageSize}
        onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        options={pageSizes.map((size) => ({ value: size, label: String(size) }))}
      />
    </nav>
  );
};
