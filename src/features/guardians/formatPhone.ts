/** A guardian's phone as people dial it: "+86 13800000000". */
export const formatPhone = (countryCode: string, phoneNumber: string): string => `+${countryCode} ${phoneNumber}`;
