/**
 * @generated SignedSource<<d36b2d349324496419cb33b674c0965e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractPermission = "Comment" | "CustomerDraft" | "CustomerSubmit" | "Edit" | "SupplierDraft" | "SupplierSubmit" | "View" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectSettingsPage_contract$data = {
  readonly archivedAt: any | null | undefined;
  readonly counterpartyName: string | null | undefined;
  readonly customer: {
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly members: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly owner: {
    readonly name: string;
  };
  readonly siteName: string;
  readonly supplier: {
    readonly name: string;
  } | null | undefined;
  readonly viewerIsSupplier: boolean;
  readonly viewerPermissions: ReadonlyArray<ContractPermission>;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectGeneralSettings_contract" | "ProjectMemberRoles_contract">;
  readonly " $fragmentType": "ProjectSettingsPage_contract";
};
export type ProjectSettingsPage_contract$key = {
  readonly " $data"?: ProjectSettingsPage_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectSettingsPage_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectSettingsPage_contract",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siteName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archivedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsSupplier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerPermissions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterpartyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractOrganisation",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "supplier",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractMember",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProjectGeneralSettings_contract"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProjectMemberRoles_contract"
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "143615507f56d284d0e0e9fa7b124a5c";

export default node;
