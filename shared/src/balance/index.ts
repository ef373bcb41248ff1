export { adjustBalance, applyServerBalance, balanceRevision, startBalanceSync, BALANCE_UPDATED_EVENT } from './balance';
