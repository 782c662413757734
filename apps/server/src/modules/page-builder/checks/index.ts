export { checkPage, warmUpPageChecks } from './check-page';
