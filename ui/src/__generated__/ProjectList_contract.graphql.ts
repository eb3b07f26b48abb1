/**
 * @generated SignedSource<<4568f4c0e85b601a2cbe236440aeb263>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PartyConsent = "Accepted" | "Declined" | "Pending" | "Removed" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectList_contract$data = {
  readonly counterpartyConsent: PartyConsent;
  readonly counterpartyName: string | null | undefined;
  readonly id: string;
  readonly owner: {
    readonly isViewer: boolean;
    readonly name: string;
    readonly slug: string;
  };
  readonly siteName: string;
  readonly slug: string;
  readonly viewerIsSupplier: boolean;
  readonly " $fragmentType": "ProjectList_contract";
};
export type ProjectList_contract$key = {
  readonly " $data"?: ProjectList_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectList_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectList_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
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
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "0a8a1e160cc8b4cada19654ba544b009";

export default node;
