/** A value's catalogue key: HomeBased reads home-based, QuantityAndTime quantity-and-time. */
export const keyOf = (value: string) => value.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
