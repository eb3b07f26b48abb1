/**
 * What the contract page gives each of its tabs (contractTabs.ts lists them). A tab imports this
 * file, never the list, which imports the tabs: so no tab stands in a circle with the list.
 */
export interface ContractTabProps {
  /** The contract's global ID. */
  contractId: string;
  org: string;
  owner: string;
  slug: string;
  viewerIsSupplier: boolean;
}
