/** spec 01 §9: the referral code is a fixed label and the commission is shown as 20%. */
export const REFERRAL_CODE = 'APPFORGE20';
export const REFERRAL_COMMISSION = '20%';
