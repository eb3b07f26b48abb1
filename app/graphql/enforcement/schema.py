"""The remedies' mutations of the root Mutation (they are read through Claim.enforcement)."""
import graphene

from app.graphql.enforcement.mutations import (
    ServiceTermsSet,
    SuspensionNoticeGenerate,
    SuspensionNoticeRecordService,
    SuspensionNoticeServeByEmail,
    WorkResume,
    WorkSuspend,
)


class EnforcementMutation(graphene.ObjectType):
    suspension_notice_generate = SuspensionNoticeGenerate.Field(
        description="Generate a claim's notice of intention to suspend work (only on a ground).")
    suspension_notice_serve_by_email = SuspensionNoticeServeByEmail.Field(
        description="Serve a claim's notice of intention to suspend by email, where email service is agreed.")
    suspension_notice_record_service = SuspensionNoticeRecordService.Field(
        description="Record how and when a claim's notice of intention to suspend was served by a person.")
    work_suspend = WorkSuspend.Field(description="Record work suspended under s 24A.")
    work_resume = WorkResume.Field(description="Record a suspension lifted.")
    contract_service_terms_set = ServiceTermsSet.Field(
        description="Record whether a contract's parties agree to service of notices by email.")
