/**
 * The tabs of the contract page (spec 2 'Contract page'): Claims, Variations, Subcontracts,
 * Contract. Each is filled by the issue that builds it, which adds its entry here; a tab that
 * is not built yet is not shown. `supplierOnly` tabs show only to supplier-side viewers.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ContractTabProps } from './contractTabTypes';

export interface ContractTab {
  key: string;
  label: string;
  supplierOnly?: boolean;
  Component: LazyExoticComponent<ComponentType<ContractTabProps>> | ComponentType<ContractTabProps>;
}

/** The tab shown at /{org}/projects/{owner}/{contract} (no tab segment). */
export const DEFAULT_TAB = 'claims';

export const CONTRACT_TABS: ContractTab[] = [
  { key: 'claims', label: 'Claims', Component: lazy(() => import(/* webpackChunkName: "claims" */ '../claims/tabs/ClaimsTab')) },
  { key: 'variations', label: 'Variations', Component: lazy(() => import(/* webpackChunkName: "variations" */ '../variations/VariationsTab')) },
  {
    key: 'subcontracts',
    label: 'Subcontracts',
    supplierOnly: true,
    Component: lazy(() => import(/* webpackChunkName: "subcontracts" */ './SubcontractsTab')),
  },
  // Issue 40: the contracting chain (both sides).
  { key: 'chain', label: 'Chain', Component: lazy(() => import(/* webpackChunkName: "chain" */ './ChainTab')) },
  // Issue 40: the project's money by month (both sides).
  { key: 'money', label: 'Money', Component: lazy(() => import(/* webpackChunkName: "project-money" */ '../money/ProjectMoneyTab')) },
  { key: 'contract', label: 'Contract', Component: lazy(() => import(/* webpackChunkName: "contract-grid" */ '../claims/tabs/ContractGridTab')) },
  { key: 'adjudication', label: 'Adjudication', Component: lazy(() => import(/* webpackChunkName: "adjudication" */ '../adjudication/AdjudicationTab')) },
];

/** Whether `key` names a tab of the contract page at all (an address with any other is a 404). */
export function isContractTab(key: string): boolean {
  return CONTRACT_TABS.some((tab) => tab.key === key);
}

export function visibleTabs(viewerIsSupplier: boolean): ContractTab[] {
  return CONTRACT_TABS.filter((tab) => !tab.supplierOnly || viewerIsSupplier);
}
