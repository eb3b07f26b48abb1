/**
 * @generated SignedSource<<eaed7dfed3a858771d2e75b8dfdd6158>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionInspectionAnswerInput = {
  answeredOn?: any | null | undefined;
  contractId: string;
  manner?: string | null | undefined;
  note?: string | null | undefined;
  number: number;
};
export type InspectionAnswerDialogMutation$variables = {
  input: RetentionInspectionAnswerInput;
};
export type InspectionAnswerDialogMutation$data = {
  readonly retentionInspectionAnswer: {
    readonly request: {
      readonly number: number;
      readonly open: boolean;
    };
  } | null | undefined;
};
export type InspectionAnswerDialogMutation = {
  response: InspectionAnswerDialogMutation$data;
  variables: InspectionAnswerDialogMutation$variables;
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
    "concreteType": "RetentionInspectionPayload",
    "kind": "LinkedField",
    "name": "retentionInspectionAnswer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionInspectionRequest",
        "kind": "LinkedField",
        "name": "request",
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
            "name": "open",
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
    "name": "InspectionAnswerDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InspectionAnswerDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1b841d0c18d2b4342feae15a3d1e270b",
    "id": null,
    "metadata": {},
    "name": "InspectionAnswerDialogMutation",
    "operationKind": "mutation",
    "text": "mutation InspectionAnswerDialogMutation(\n  $input: RetentionInspectionAnswerInput!\n) {\n  retentionInspectionAnswer(input: $input) {\n    request {\n      number\n      open\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb1561cf0cf84a66da6b7986dba42a7b";

export default node;
