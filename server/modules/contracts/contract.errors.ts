import { AppError } from '../../platform/errors';

/** A contract that does not exist, was deleted, or is out of the caller's reach: all look the same. */
export const contractNotFound = () => new AppError(404, 'Business:ContractNotFound', 'contracts:contracts.not-found');
