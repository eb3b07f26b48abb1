/**
 * @generated SignedSource<<fc92ba6828e3d923f2b0edbe826e0712>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionBankLineAllocateInput = {
  entryId?: string | null | undefined;
  explanation?: string | null | undefined;
  lineId: string;
  note?: string | null | undefined;
};
export type ReconcileAllocateDialogMutation$variables = {
  input: RetentionBankLineAllocateInput;
};
export type ReconcileAllocateDialogMutation$data = {
  readonly retentionBankLineAllocate: {
    readonly reconciliation: {
      readonly difference: any;
    } | null | undefined;
  } | null | undefined;
};
export type ReconcileAllocateDialogMutation = {
  response: ReconcileAllocateDialogMutation$data;
  variables: ReconcileAllocateDialogMutation$variables;
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
    "name": "retentionBankLineAllocate",
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
    "name": "ReconcileAllocateDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconcileAllocateDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0271e50381e8f380349f7bf3f8a27ff3",
    "id": null,
    "metadata": {},
    "name": "ReconcileAllocateDialogMutation",
    "operationKind": "mutation",
    "text": "mutation ReconcileAllocateDialogMutation(\n  $input: RetentionBankLineAllocateInput!\n) {\n  retentionBankLineAllocate(input: $input) {\n    reconciliation {\n      difference\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aad14596a8de450d3a0c281d6906bd19";

export default node;
