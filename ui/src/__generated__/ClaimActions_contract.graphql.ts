/**
 * @generated SignedSource<<fa9f268059321ea901636bd757aabd44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimActions_contract$data = {
  readonly customer: {
    readonly entityName: string;
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly members: ReadonlyArray<{
    readonly id: string;
    readonly isCustomerRecipient: boolean;
    readonly user: {
      readonly email: string;
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly viewerIsSupplier: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimMenu_contract">;
  readonly " $fragmentType": "ClaimActions_contract";
};
export type ClaimActions_contract$key = {
  readonly " $data"?: ClaimActions_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimActions_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimActions_contract",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
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
          "name": "isCustomerRecipient",
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
            (v1/*:: as any*/),
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimMenu_contract"
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "8fbd88ac2a18496087cc3323661712bb";

export default node;
