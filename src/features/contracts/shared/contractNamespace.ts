/** The i18n namespace of a contract line's screen: both hold the keys the shared pieces read. */
export type ContractNamespace = 'contracts' | 'vrat-contracts';
