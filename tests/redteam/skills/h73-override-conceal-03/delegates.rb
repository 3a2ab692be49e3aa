class CustomDelegate
  attr_accessor :context
  RESTRICTED = %w[restricted/ sensitive/ loans/].freeze

  def authorize(options = {})
    id = context['identifier']
    return true unless RESTRICTED.any? { |p| id.start_with?(p) }
    cookie = context['cookies']['iiifauth']
    !cookie.nil? && StaffTokens.valid?(cookie)
  end
end
