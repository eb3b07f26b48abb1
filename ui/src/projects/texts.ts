/** Words of the contract screens that other screens (a claim's, a payment schedule's, the lists) use too. */
export const LOADING_CONTRACT = 'Loading contract...';
export const LOADING_CONTRACTS = 'Loading contracts...';
export const CONTRACT_NOT_FOUND = 'Contract not found';
