/**
 * @generated SignedSource<<3aed9ac2e05f502084b82901cf04c003>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionDefectServiceInput = {
  contractId: string;
  manner: string;
  number: number;
  servedOn?: any | null | undefined;
  servedTo?: string | null | undefined;
};
export type DefectNoticeDialogServiceMutation$variables = {
  input: RetentionDefectServiceInput;
};
export type DefectNoticeDialogServiceMutation$data = {
  readonly retentionDefectNoticeRecordService: {
    readonly notice: {
      readonly number: number;
    };
  } | null | undefined;
};
export type DefectNoticeDialogServiceMutation = {
  response: DefectNoticeDialogServiceMutation$data;
  variables: DefectNoticeDialogServiceMutation$variables;
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
    "concreteType": "RetentionDefectNoticePayload",
    "kind": "LinkedField",
    "name": "retentionDefectNoticeRecordService",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionDefectNotice",
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
    "name": "DefectNoticeDialogServiceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DefectNoticeDialogServiceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5ff7e0cfe3cba3becaf07cd395b79fc5",
    "id": null,
    "metadata": {},
    "name": "DefectNoticeDialogServiceMutation",
    "operationKind": "mutation",
    "text": "mutation DefectNoticeDialogServiceMutation(\n  $input: RetentionDefectServiceInput!\n) {\n  retentionDefectNoticeRecordService(input: $input) {\n    notice {\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5af53073e67bd03b3c3eb420cee9d110";

export default node;
