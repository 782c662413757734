export { checkPage } from './check-page';
export { checkPageOffThread, warmUpPageChecksOffThread } from './page-check-thread';
