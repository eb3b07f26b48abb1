/**
 * @generated SignedSource<<cd3eb488436abe07ec140a46e5ded48f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimMenu_contract$data = {
  readonly id: string;
  readonly members: ReadonlyArray<{
    readonly id: string;
    readonly relation: ContractRelation;
    readonly user: {
      readonly email: string;
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly " $fragmentType": "ClaimMenu_contract";
};
export type ClaimMenu_contract$key = {
  readonly " $data"?: ClaimMenu_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimMenu_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimMenu_contract",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractMember",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "relation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContractUser",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
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
              "name": "email",
              "storageKey": null
            }
          ],
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

(node as any).hash = "7c13fe18ccb3208535bab93163166108";

export default node;
