/**
 * @generated SignedSource<<129a0d0a0bd270f7eaf8772c3d302257>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PartyConsent = "Accepted" | "Declined" | "Pending" | "Removed" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractHeader_contract$data = {
  readonly archivedAt: any | null | undefined;
  readonly counterpartyConsent: PartyConsent;
  readonly counterpartyName: string | null | undefined;
  readonly customer: {
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly owner: {
    readonly isViewer: boolean;
    readonly name: string;
    readonly slug: string;
  };
  readonly parent: {
    readonly owner: {
      readonly slug: string;
    };
    readonly siteName: string;
    readonly slug: string;
  } | null | undefined;
  readonly siteName: string;
  readonly slug: string;
  readonly supplier: {
    readonly name: string;
  } | null | undefined;
  readonly viewerIsSupplier: boolean;
  readonly " $fragmentType": "ContractHeader_contract";
};
export type ContractHeader_contract$key = {
  readonly " $data"?: ContractHeader_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractHeader_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractHeader_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "counterpartyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterpartyConsent",
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
        (v2/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contract",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ContractOrganisation",
          "kind": "LinkedField",
          "name": "owner",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
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
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "supplier",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "8dd0160680239ae51e454541e968caa1";

export default node;
