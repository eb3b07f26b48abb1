/**
 * @generated SignedSource<<68d1217cf36ef92a85beaabc369106cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeterminationPaymentRecordInput = {
  amount: any;
  contractId: string;
  number: number;
  paidOn: any;
  reference?: string | null | undefined;
};
export type DeterminationPanelPayMutation$variables = {
  input: DeterminationPaymentRecordInput;
};
export type DeterminationPanelPayMutation$data = {
  readonly determinationPaymentRecord: {
    readonly notice: {
      readonly determinationUnpaid: any | null | undefined;
      readonly number: number;
    };
  } | null | undefined;
};
export type DeterminationPanelPayMutation = {
  response: DeterminationPanelPayMutation$data;
  variables: DeterminationPanelPayMutation$variables;
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
    "concreteType": "AdjudicationNoticePayload",
    "kind": "LinkedField",
    "name": "determinationPaymentRecord",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdjudicationNotice",
        "kind": "LinkedField",
        "name": "notice",
        "plural": false,
        "selections": [
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
            "name": "determinationUnpaid",
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
    "name": "DeterminationPanelPayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeterminationPanelPayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2821e3da6b39bdf7143dfe3676094744",
    "id": null,
    "metadata": {},
    "name": "DeterminationPanelPayMutation",
    "operationKind": "mutation",
    "text": "mutation DeterminationPanelPayMutation(\n  $input: DeterminationPaymentRecordInput!\n) {\n  determinationPaymentRecord(input: $input) {\n    notice {\n      number\n      determinationUnpaid\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "70a92709cf8416ea2b88f8ebb34eedfe";

export default node;
