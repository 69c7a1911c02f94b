export { LanguageOffer } from './LanguageOffer';
