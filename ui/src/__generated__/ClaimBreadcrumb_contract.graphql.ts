/**
 * @generated SignedSource<<8d1254bffbe103d95f1053b6dcaa9312>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimBreadcrumb_contract$data = {
  readonly claims: ReadonlyArray<{
    readonly id: string;
    readonly number: number;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim">;
  }>;
  readonly parent: {
    readonly owner: {
      readonly slug: string;
    };
    readonly siteName: string;
    readonly slug: string;
  } | null | undefined;
  readonly siteName: string;
  readonly supplier: {
    readonly entityName: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "ClaimBreadcrumb_contract";
};
export type ClaimBreadcrumb_contract$key = {
  readonly " $data"?: ClaimBreadcrumb_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimBreadcrumb_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v1 = {
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
  "name": "ClaimBreadcrumb_contract",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "supplier",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "entityName",
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
        (v1/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ContractOrganisation",
          "kind": "LinkedField",
          "name": "owner",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Claim",
      "kind": "LinkedField",
      "name": "claims",
      "plural": true,
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
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ClaimBadges_claim"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "1a9d7ed2e7de9f738cf0a46052ad82cf";

export default node;
