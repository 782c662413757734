// Only the thread's side: jsdom, axe-core and html-validate load on the page-check thread alone.
export { checkPageOffThread, warmUpPageChecksOffThread } from './page-check-thread';
