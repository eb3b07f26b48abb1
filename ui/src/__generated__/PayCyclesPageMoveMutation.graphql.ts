/**
 * @generated SignedSource<<af2931cdffdac27f68bf7cf6d7a88fdc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PayCyclesPageMoveMutation$variables = {
  contractId: string;
  payCycleId?: string | null | undefined;
};
export type PayCyclesPageMoveMutation$data = {
  readonly contractPayCycleSet: {
    readonly contract: {
      readonly id: string;
      readonly paycycle: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly paymentTerms: {
        readonly description: string;
      };
      readonly scheduleWorkingDays: number | null | undefined;
    };
  } | null | undefined;
};
export type PayCyclesPageMoveMutation = {
  response: PayCyclesPageMoveMutation$data;
  variables: PayCyclesPageMoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contractId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "payCycleId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "contractId",
            "variableName": "contractId"
          },
          {
            "kind": "Variable",
            "name": "payCycleId",
            "variableName": "payCycleId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "ContractPayload",
    "kind": "LinkedField",
    "name": "contractPayCycleSet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PayCycle",
            "kind": "LinkedField",
            "name": "paycycle",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "scheduleWorkingDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentTerms",
            "kind": "LinkedField",
            "name": "paymentTerms",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PayCyclesPageMoveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PayCyclesPageMoveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "534fc17167cf306bdad984e6cea5986a",
    "id": null,
    "metadata": {},
    "name": "PayCyclesPageMoveMutation",
    "operationKind": "mutation",
    "text": "mutation PayCyclesPageMoveMutation(\n  $contractId: ID!\n  $payCycleId: ID\n) {\n  contractPayCycleSet(input: {contractId: $contractId, payCycleId: $payCycleId}) {\n    contract {\n      id\n      paycycle {\n        id\n        name\n      }\n      scheduleWorkingDays\n      paymentTerms {\n        description\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4a949d733a7d959506a7a92b39eded95";

export default node;
