/**
 * @generated SignedSource<<42d8b5189c1fef07ccbe4cd2e9478e3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionBankLineUnallocateInput = {
  lineId: string;
};
export type ReconcilePageUnallocateMutation$variables = {
  input: RetentionBankLineUnallocateInput;
};
export type ReconcilePageUnallocateMutation$data = {
  readonly retentionBankLineUnallocate: {
    readonly reconciliation: {
      readonly difference: any;
    } | null | undefined;
  } | null | undefined;
};
export type ReconcilePageUnallocateMutation = {
  response: ReconcilePageUnallocateMutation$data;
  variables: ReconcilePageUnallocateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RetentionReconciliationPayload",
    "kind": "LinkedField",
    "name": "retentionBankLineUnallocate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionReconciliation",
        "kind": "LinkedField",
        "name": "reconciliation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "difference",
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
    "name": "ReconcilePageUnallocateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconcilePageUnallocateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e691caedbb6f73733638f0f71a496a98",
    "id": null,
    "metadata": {},
    "name": "ReconcilePageUnallocateMutation",
    "operationKind": "mutation",
    "text": "mutation ReconcilePageUnallocateMutation(\n  $input: RetentionBankLineUnallocateInput!\n) {\n  retentionBankLineUnallocate(input: $input) {\n    reconciliation {\n      difference\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d22b3f3acabcf64e35e5e6364b489f1";

export default node;
