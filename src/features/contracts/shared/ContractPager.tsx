import { Pager } from '../../../shared/ui/Pager';
import { CONTRACT_PAGE_SIZE } from './useContractList';

type ContractPagerProps = { page: number; totalCount: number; onPageChange: (page: number) => void };

/** The pages of a contract list, shown only when there is more than one; the size is fixed (spec 002 §9). */
export const ContractPager = ({ page, totalCount, onPageChange }: ContractPagerProps) =>
  totalCount > CONTRACT_PAGE_SIZE ? (
    <Pager
      page={page}
      pageSize={CONTRACT_PAGE_SIZE}
      totalCount={totalCount}
      pageSizes={[CONTRACT_PAGE_SIZE]}
      onPageChange={onPageChange}
      onPageSizeChange={() => undefined}
    />
  ) : null;
