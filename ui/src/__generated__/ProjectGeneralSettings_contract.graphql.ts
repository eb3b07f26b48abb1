/**
 * @generated SignedSource<<444009187e0546c709a6e732ec241524>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractPermission = "Comment" | "CustomerDraft" | "CustomerSubmit" | "Edit" | "SupplierDraft" | "SupplierSubmit" | "View" | "%future added value";
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectGeneralSettings_contract$data = {
  readonly archivedAt: any | null | undefined;
  readonly customer: {
    readonly " $fragmentSpreads": FragmentRefs<"ProjectGeneralSettings_party">;
  } | null | undefined;
  readonly id: string;
  readonly owner: {
    readonly name: string;
  };
  readonly site: {
    readonly city: string;
    readonly line1: string;
    readonly line2: string;
    readonly postcode: string;
    readonly state: string;
    readonly suburb: string;
  };
  readonly siteName: string;
  readonly supplier: {
    readonly " $fragmentSpreads": FragmentRefs<"ProjectGeneralSettings_party">;
  } | null | undefined;
  readonly viewerCanRemoveCounterparty: boolean;
  readonly viewerIsOwner: boolean;
  readonly viewerPermissions: ReadonlyArray<ContractPermission>;
  readonly viewerRelation: ContractRelation;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentTermsCard_contract" | "RetentionCard_contract">;
  readonly " $fragmentType": "ProjectGeneralSettings_contract";
};
export type ProjectGeneralSettings_contract$key = {
  readonly " $data"?: ProjectGeneralSettings_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectGeneralSettings_contract">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ProjectGeneralSettings_party"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectGeneralSettings_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "viewerIsOwner",
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
      "name": "viewerRelation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanRemoveCounterparty",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentTermsCard_contract"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RetentionCard_contract"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "site",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line1",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line2",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suburb",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postcode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractOrganisation",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "supplier",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "7c997752798a296a56e6522d65754c19";

export default node;
